// Every way a list is paged and counted: offset pages (offset.ts), keyset starts for deep pages
// (keyset.ts), and the cached hits of a search (search-hit-cache.ts).
export * from './offset';
export * from './keyset';
export * from './search-hit-cache';
