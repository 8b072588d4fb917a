export * from './loader-state';
export * from './LoadingOverlay';
