import { useEffect, useState, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { isRemoteAvailable, probeRemotes, remotesProbed } from '../federation/register-remotes';
import { firstPermittedPath, type Navigation } from '../navigation/navigation';

/**
 * /dashboard itself: leads to the first permitted area whose remote is deployed, once the
 * remotes have answered (or not) the probe. Until then the page stays empty, as while an area
 * loads; no other page waits for the probe.
 */
export function HomeRedirect({ navigation }: { navigation: Navigation }): ReactElement | null {
  const [probed, setProbed] = useState(remotesProbed);
  useEffect(() => {
    if (!probed) void probeRemotes().then(() => setProbed(true));
  }, [probed]);
  const home = probed ? firstPermittedPath(navigation, isRemoteAvailable) : null;
  return home ? <Navigate to={home} replace /> : null;
}
