export * from './types';
export { openPglite, type PgliteDatabase } from './pglite';
export { isDatabaseUnavailable, openPostgres } from './postgres';
export { lockDataDir, DataDirLockedError, isProcessRunning } from './lock';
export { migrate } from './migrate';
export { insertRows } from './insert';
export { prepared } from './prepared';
