import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import {
  Box,
  DeniedRoute,
  Navigate,
  PageHeadline,
  permissionsAtom,
  Stack,
  useAppStore,
  usePageTitle,
  useParams,
} from '@compliance/shared-ui';
import { Breadcrumb, PermissionTabs } from '@compliance/shared-ui/page';
import { hasAnyPermission } from '@compliance/shared-contracts/browser';
import { PROFILE_TAB_IDS, PROFILE_TAB_PERMISSIONS, isProfileTabId, profileTabPath, type ProfileTabId } from './tabs';
import { DetailsTab } from './DetailsTab';
import { OrgUnitsTab } from './OrgUnitsTab';
import { SecurityTab } from './SecurityTab';
import { SettingsTab } from './SettingsTab';
import { useAuthTranslation } from '../namespace';

const TAB_CONTENT: Readonly<Record<ProfileTabId, ComponentType>> = {
  details: DetailsTab,
  'org-units': OrgUnitsTab,
  security: SecurityTab,
  settings: SettingsTab,
};

/** /dashboard/profile/:tabId: headline, breadcrumb, permission-gated tabs and the chosen tab. */
export function ProfilePage() {
  const { t } = useAuthTranslation();
  const { tabId } = useParams();
  const held = useAtomValue(permissionsAtom, { store: useAppStore() });
  const title = t('profile.title');
  usePageTitle(title);

  if (!isProfileTabId(tabId)) return <Navigate to={profileTabPath('details')} replace />;
  const permitted = PROFILE_TAB_IDS.filter((id) => hasAnyPermission(held, PROFILE_TAB_PERMISSIONS[id]));
  // A tab the member may not see is a denied route like any other (docs/product.md §6).
  if (!permitted.includes(tabId)) return <DeniedRoute />;

  const tabLabel = t(`profile.tabs.${tabId}`);
  const Content = TAB_CONTENT[tabId];
  return (
    <Stack spacing={2}>
      <Breadcrumb items={[{ text: title, link: profileTabPath('details') }, { text: tabLabel }]} />
      <PageHeadline title={title} />
      <PermissionTabs
        label={t('profile.tabs.label')}
        tabs={PROFILE_TAB_IDS.map((id) => ({
          label: t(`profile.tabs.${id}`),
          path: profileTabPath(id),
          permissions: PROFILE_TAB_PERMISSIONS[id],
        }))}
      />
      <Box role="tabpanel" aria-label={tabLabel} sx={{ pt: 1 }}>
        <Content />
      </Box>
    </Stack>
  );
}
