export * from './types';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';
export { lockDataDir, DataDirLockedError } from './lock';
export { migrate } from './migrate';
export { insertRows } from './insert';
