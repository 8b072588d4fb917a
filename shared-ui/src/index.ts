// The public surface of @compliance/shared-ui; nothing else is imported by other packages.
export * from './i18n';
export * from './store';
export * from './api';
export * from './toast';
export * from './loader';
export * from './dialog';
export * from './table';
export * from './form';
export * from './inputs';
export * from './utils/use-debounced-callback';
export * from './upload';
export * from './navigation';
export * from './layout';
