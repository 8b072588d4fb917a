import { useState } from 'react';
import { DASHBOARD_PREFIX, PERMISSIONS } from '@compliance/shared-contracts/browser';
import { usePermission } from '@compliance/shared-ui';
import { enterClientAsSupport } from './api';

/** What the support login needs of a client: that it lets its licensee's staff in (a deactivated one may still be entered). */
interface EnterableClient {
  uuid: string;
  allowSupportLogin: boolean;
}

/**
 * "Als Support anmelden" from the back office: whether the staff member may enter a client
 * (their permission and the client's consent), and the entering itself, which
 * turns the back-office session into a support session and starts the dashboard anew.
 */
export function useEnterClient() {
  const canEnter = usePermission([PERMISSIONS.licensee.enterClient]);
  const [entering, setEntering] = useState(false);
  const mayEnter = (client: EnterableClient): boolean => canEnter && client.allowSupportLogin;
  const enter = async (client: EnterableClient): Promise<void> => {
    setEntering(true);
    try {
      await enterClientAsSupport(client.uuid);
      // A new start, as after a sign-in: the shell reads the support session's state and drops the
      // back office's (whose pages, left in place, would refuse the member's permissions first).
      window.location.assign(DASHBOARD_PREFIX);
    } catch {
      // The shell showed the error; the back office stays.
      setEntering(false);
    }
  };
  return { mayEnter, enter, entering };
}
