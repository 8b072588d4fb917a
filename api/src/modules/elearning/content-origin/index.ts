// The content origin of course files (docs/decisions/0009): its server, its grants, its address.
export { buildContentServer, grantedFileUrl, launcherUrl } from './content-server';
export { contentGrantPurgeJob, issueContentGrant } from './grants';
export { appOriginOf, contentFrameSources, contentOriginOf } from './origin';
