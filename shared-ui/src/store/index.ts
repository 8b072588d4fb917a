export * from './atoms';
export * from './event-bus';
export * from './permissions';
export * from './use-app-store';
export * from './page-title';
