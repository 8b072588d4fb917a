export * from './member-state';
export * from './licensee-config';
export * from './remotes';
export * from './heartbeat';
export * from './login';
export * from './logout';
export * from './support-login';
export * from './password-reset';
