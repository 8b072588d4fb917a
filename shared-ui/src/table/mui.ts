// MUI's plain table, for small fixed tables beside the data table (remotes reach MUI through shared-ui).
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
// Icons only a table's row actions use stay out of the core, which every page (the sign-in page's
// budget, e2e/tests/budgets.spec.ts) loads.
export { default as SupportAgentIcon } from '@mui/icons-material/SupportAgent';
