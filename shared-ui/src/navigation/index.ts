export * from './PermissionTabs';
export * from './Breadcrumb';
