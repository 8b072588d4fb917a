export * from './DeniedRoute';
