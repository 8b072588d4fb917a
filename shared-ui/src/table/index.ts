// @compliance/shared-ui/table: the data table (MUI X DataGrid), its state, filter bar and pagination.
export * from './table-state';
export * from './use-table-state';
export * from './TablePagination';
export * from './FilterBar';
export * from './DataTable';
export * from './mui';
export * from './server-table';
export * from './details-cache';
export * from './MemberTaskCards';
export * from './member-task-data';
export * from './date-cell';
export * from './email-cell';
