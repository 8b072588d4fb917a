// @compliance/shared-ui/table: the data table (MUI X DataGrid), its state, filter bar and pagination.
export * from './table-state';
export * from './use-table-state';
export * from './TablePagination';
export * from './FilterBar';
export * from './DataTable';
export * from './mui';
export * from './server-table';
export * from './details-cache';
// A member's task cards live in their own entry (a member's page needs no data table); the
// table entry offers them as before.
export * from '@compliance/shared-ui/member-tasks';
export * from './date-cell';
export * from './email-cell';
