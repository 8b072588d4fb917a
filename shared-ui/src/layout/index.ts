export * from './PageHeadline';
export * from './EmptyLayout';
export * from './NotFoundPage';
export * from './first-view';
export * from './theme-options';
