export * from './AppDialog';
export * from './ConfirmDialog';
export * from './use-confirmed-action';
