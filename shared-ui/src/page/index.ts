// @compliance/shared-ui/page: what a dashboard page is built of beyond the core: its tabs (by
// permission), its breadcrumb, the content card of task lists and the page navigation of
// lists. The sign-in pages need none.
export * from './PermissionTabs';
export * from './Breadcrumb';
export * from './ContentCard';
export * from './TaskBucketBubbles';
export * from './MemberTaskCard';
export * from './AreaPage';
export * from './Loaded';
export * from './DetailsPage';
export * from './EmptyState';
export * from './PageNavigation';
export * from './DropdownTrigger';
export * from './page-navigation';
