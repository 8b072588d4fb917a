import { PERMISSIONS } from '@compliance/shared-contracts/browser';
import { RequirePermission, Stack } from '@compliance/shared-ui';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ChangeUsernameCard } from './ChangeUsernameCard';

/** The security tab: password and username changes, each shown with its permission. */
export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <RequirePermission permissions={[PERMISSIONS.profile.changePassword]}>
        <ChangePasswordCard />
      </RequirePermission>
      <RequirePermission permissions={[PERMISSIONS.profile.changeUsername]}>
        <ChangeUsernameCard />
      </RequirePermission>
    </Stack>
  );
}
