// The first-view entry of @compliance/shared-ui, loaded by no page: an area's build renders the
// first views of its pages with it, in Node (docs/decisions/0019-first-view-in-the-page.md), and
// its request-time render of signed-in pages runs it on the server (decision 0021).
export * from './render-first-view';
export * from './render-page-view';
export * from './css-variables';
export * from './write-first-views';
