// The build-time entry of @compliance/shared-ui: an area's build renders the first views of its
// pages with it, in Node (docs/decisions/0019-first-view-in-the-page.md). No page loads it.
export * from './render-first-view';
export * from './css-variables';
export * from './write-first-views';
