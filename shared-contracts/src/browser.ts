// The package as browser code imports it (docs/architecture.md §3): the same names as the package root, but
// endpoints come without their zod schemas (api/browser.ts) and the phone validator, which
// carries its metadata, is left to an async import of `@compliance/shared-contracts/phone`.
// A page that does not validate a phone number therefore bundles neither zod nor libphonenumber-js.
export * from './entry-common';
export * from './api/browser';
