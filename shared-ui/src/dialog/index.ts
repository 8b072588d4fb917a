export * from './AppDialog';
export * from './ConfirmDialog';
