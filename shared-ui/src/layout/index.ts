export * from './PageHeadline';
export * from './EmptyLayout';
export * from './PrintLayout';
export * from './ContentCard';
