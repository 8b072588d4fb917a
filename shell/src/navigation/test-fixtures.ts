import { PERMISSIONS as P, type AreaDescription, type AreaLink, type LocalizedText } from '@compliance/shared-contracts/browser';

// The areas of docs/product.md §2 "Sidebar" as their builds describe them: the shell's navigation is
// tested against the whole tree, with areas not built yet among them.

const text = (de_DE: string, en_GB: string = de_DE): LocalizedText => ({ de_DE, en_GB });
const link = (id: string, label: string, path: string, rest: Partial<AreaLink> = {}): AreaLink => ({
  id,
  label: text(label),
  path,
  ...rest,
});
const start = { id: 'start', label: text('Start'), order: 10 };
const apps = { id: 'apps', label: text('Apps'), order: 20 };

export const SPEC_AREAS: Readonly<Record<string, AreaDescription>> = {
  mfe_auth: {
    title: text('Anmeldung und Profil', 'Sign-in and profile'),
    mounts: [
      { prefix: '/auth', layout: 'plain' },
      { prefix: '/dashboard/profile', layout: 'dashboard' },
    ],
    sidebar: [],
    pages: [
      { id: 'profile', prefix: '/dashboard/profile', path: '/dashboard/profile/details', permissions: [P.profile.readMemberProfile] },
    ],
  },
  mfe_start: {
    title: text('Start'),
    mounts: ['/dashboard/start', '/dashboard/apps/templates', '/dashboard/apps/calendar'].map((prefix) => ({
      prefix,
      layout: 'dashboard' as const,
    })),
    sidebar: [
      {
        group: start,
        order: 10,
        entries: [
          link('overview', 'Meine Übersicht', '/dashboard/start/overview', { permissions: [P.todo] }),
          link('infopoint', 'Mein Infopoint', '/dashboard/start/infopoint', { permissions: [P.todo] }),
        ],
      },
      {
        group: apps,
        order: 30,
        entries: [
          link('templates', 'Vorlagen', '/dashboard/apps/templates', { permissions: [P.templates.list], featureFlag: 'templates' }),
          link('calendar', 'Kalender', '/dashboard/apps/calendar', {
            permissions: [P.calendar.show],
            featureFlag: 'calendar',
            needsCalendarLink: true,
          }),
        ],
      },
    ],
  },
  mfe_elearning: {
    title: text('E-Learnings'),
    mounts: [{ prefix: '/dashboard/apps/elearnings', layout: 'dashboard' }],
    printPages: ['/dashboard/apps/elearnings/certificate/:resultUuid'],
    sidebar: [
      {
        group: apps,
        order: 10,
        entries: [
          {
            id: 'elearnings',
            label: text('E-Learnings'),
            featureFlag: 'elearnings',
            children: [
              link('my-elearnings', 'Meine E-Learnings', '/dashboard/apps/elearnings/my-elearnings', {
                permissions: [P.elearning.readMemberTasks],
                featureFlag: 'elearnings',
                activePrefixes: ['/dashboard/apps/elearnings/execution', '/dashboard/apps/elearnings/certificate'],
              }),
              link('elearning-catalog', 'Katalog', '/dashboard/apps/elearnings/catalog/list', {
                permissions: [P.elearning.readCatalog],
                featureFlag: 'elearnings',
                activePrefixes: ['/dashboard/apps/elearnings/catalog'],
              }),
            ],
          },
        ],
      },
    ],
  },
  mfe_risk: {
    title: text('Gefährdungsbeurteilungen', 'Risk assessments'),
    mounts: [{ prefix: '/dashboard/apps/risk-assessments', layout: 'dashboard' }],
    sidebar: [
      {
        group: apps,
        order: 20,
        entries: [
          {
            id: 'risk-assessments',
            label: text('Gefährdungsbeurteilungen', 'Risk assessments'),
            featureFlag: 'riskAssessments',
            children: [
              link('my-analyses', 'Meine Analysen', '/dashboard/apps/risk-assessments/my-analyses', {
                permissions: [P.riskAssessment.readMemberTasks],
                featureFlag: 'riskAssessments',
                activePrefixes: ['/dashboard/apps/risk-assessments/execution'],
              }),
              link('evaluation', 'Auswertung', '/dashboard/apps/risk-assessments/evaluation/list', {
                permissions: [P.riskAssessment.readAssignmentOverviewList],
                featureFlag: 'riskAssessments',
                activePrefixes: ['/dashboard/apps/risk-assessments/evaluation'],
              }),
              link('risk-catalog', 'Katalog', '/dashboard/apps/risk-assessments/catalog/list', {
                permissions: [P.riskAssessment.readCatalogList],
                featureFlag: 'riskAssessments',
                activePrefixes: ['/dashboard/apps/risk-assessments/catalog'],
              }),
            ],
          },
        ],
      },
    ],
  },
  mfe_company: {
    title: text('Unternehmen', 'Company'),
    mounts: [{ prefix: '/dashboard/company', layout: 'dashboard' }],
    sidebar: [
      {
        group: { id: 'company', label: text('Unternehmen', 'Company'), order: 30 },
        order: 10,
        entries: [
          {
            id: 'members',
            label: text('Mitarbeiter', 'Members'),
            children: [
              link('member-list', 'Liste', '/dashboard/company/members/list', {
                permissions: [P.memberList.getList],
                activePrefixes: ['/dashboard/company/members/details', '/dashboard/company/members/import'],
              }),
              link('member-archive', 'Archiv', '/dashboard/company/members/archive/list', { permissions: [P.archiveMember.list] }),
              link('member-groups', 'Gruppen', '/dashboard/company/members/group/list', {
                permissions: [P.memberGroup.list],
                activePrefixes: ['/dashboard/company/members/group'],
              }),
            ],
          },
          link('org-units', 'Organisationseinheiten', '/dashboard/company/org-units/list', {
            permissions: [P.orgUnit.list],
            activePrefixes: ['/dashboard/company/org-units'],
          }),
          link('locations', 'Standorte', '/dashboard/company/locations/list', {
            permissions: [P.location.list],
            activePrefixes: ['/dashboard/company/locations'],
          }),
          {
            id: 'settings',
            label: text('Einstellungen', 'Settings'),
            children: [
              link('company-details', 'Stammdaten', '/dashboard/company/settings/details', {
                permissions: [P.clientDetails.read],
                activePrefixes: ['/dashboard/company/settings'],
              }),
            ],
          },
        ],
      },
    ],
  },
};
