// Every way a list is paged and counted: offset pages (offset.ts), keyset starts for deep pages
// (keyset.ts), the cached hits of a search (search-hit-cache.ts), and how a page counts its list
// (page-count.ts).
export * from './offset';
export * from './keyset';
export * from './search-hit-cache';
export * from './page-count';
