export * from './PageHeadline';
export * from './EmptyLayout';
export * from './NotFoundPage';
