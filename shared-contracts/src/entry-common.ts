// What both entries of the package export: everything but the endpoint contracts (index.ts with
// their zod schemas, browser.ts as routes) and the phone validator.
export * from './errors';
export * from './permissions';
export * from './roles';
export * from './feature-flags';
export * from './routes';
export * from './events';
export * from './password-hash';
export * from './i18n';
export * from './validation';
export * from './format';
export * from './federation';
export * from './area-description';
export * from './risk-record-document';
export * from './first-view';
export * from './licensee-name';
export * from './page-answers';
