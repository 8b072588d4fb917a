export * from './PageHeadline';
export * from './EmptyLayout';
