export * from './DeniedRoute';
export * from './GuardedRoutes';
