export * from './types';
export { NOTIFY_EVERYTHING_CHANGED, type ChangeFeed, type ChangeSubscriber } from './changes';
export { openPglite, type PgliteDatabase } from './pglite';
export { isDatabaseUnavailable, openPostgres } from './postgres';
export { lockDataDir, DataDirLockedError, isProcessRunning } from './lock';
export { migrate, migrationState } from './migrate';
export { insertRows } from './insert';
export { prepared } from './prepared';
