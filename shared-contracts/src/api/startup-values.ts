/** The remotes the shell composes, each deployed on its own. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_start', 'mfe_elearning', 'mfe_risk', 'mfe_company'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
