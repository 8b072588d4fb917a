export * from './PermissionTabs';
export * from './Breadcrumb';
export * from './DeniedRoute';
