export * from './table-state';
export * from './use-table-state';
export * from './TablePagination';
export * from './FilterBar';
export * from './DataTable';
