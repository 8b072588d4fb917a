import { DASHBOARD_ROUTES, PERMISSIONS as P, dashboardPath, type AreaDescriptionSource } from '@compliance/shared-contracts/browser';

/**
 * What the shell shows of this area (docs/operations.md "Adding an area"): the company group of the
 * sidebar (docs/product.md §2), labels as keys of this area's texts. Its build writes area.json.
 */
export const areaDescription: AreaDescriptionSource = {
  title: 'area.title',
  mounts: [{ prefix: '/dashboard/company', layout: 'dashboard' }],
  sidebar: [
    {
      group: { id: 'company', label: 'nav.groups.company', order: 30 },
      order: 10,
      entries: [
        {
          id: 'members',
          label: 'nav.members',
          children: [
            {
              id: 'member-list',
              label: 'nav.memberList',
              path: dashboardPath(DASHBOARD_ROUTES.membersList),
              permissions: [P.memberList.getList],
              activePrefixes: ['/dashboard/company/members/details', '/dashboard/company/members/import'],
            },
            {
              id: 'member-archive',
              label: 'nav.memberArchive',
              path: dashboardPath(DASHBOARD_ROUTES.membersArchive),
              permissions: [P.archiveMember.list],
            },
            {
              id: 'member-groups',
              label: 'nav.memberGroups',
              path: dashboardPath(DASHBOARD_ROUTES.memberGroupList),
              permissions: [P.memberGroup.list],
              activePrefixes: ['/dashboard/company/members/group'],
            },
          ],
        },
        {
          id: 'org-units',
          label: 'nav.orgUnits',
          path: dashboardPath(DASHBOARD_ROUTES.orgUnitList),
          permissions: [P.orgUnit.list],
          activePrefixes: ['/dashboard/company/org-units'],
        },
        {
          id: 'locations',
          label: 'nav.locations',
          path: dashboardPath(DASHBOARD_ROUTES.locationList),
          permissions: [P.location.list],
          activePrefixes: ['/dashboard/company/locations'],
        },
        {
          id: 'settings',
          label: 'nav.settings',
          children: [
            {
              id: 'company-details',
              label: 'nav.companyDetails',
              path: dashboardPath(DASHBOARD_ROUTES.companySettingsDetails),
              permissions: [P.clientDetails.read],
              activePrefixes: ['/dashboard/company/settings'],
            },
            {
              id: 'audit-log',
              label: 'nav.auditLog',
              path: dashboardPath(DASHBOARD_ROUTES.companyAuditLog),
              permissions: [P.clientDetails.readAuditLog],
            },
          ],
        },
      ],
    },
  ],
};
