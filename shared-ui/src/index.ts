// The core of @compliance/shared-ui, shared as one singleton (docs/architecture.md §3): i18n, the store and
// event bus, the API client, toasts, the loader, dialogs, form fields, route guards and layout.
// The heavier parts are entries of their own, loaded only by pages that import them:
// '@compliance/shared-ui/table', '/inputs', '/phone', '/print', '/charts' and '/page'. They import this core by the
// package name, so every entry uses the page's one core.
export * from './i18n';
export * from './store';
export * from './api';
export * from './toast';
export * from './loader';
export * from './dialog';
export * from './form';
export * from './utils/use-debounced-callback';
export * from './utils/preloadable-lazy';
export * from './navigation';
export * from './layout';
export * from './mui';
export * from './router';
