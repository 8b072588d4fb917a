// @compliance/shared-ui/print: the print layout of notices, certificates and exports, and their download.
export * from './PrintLayout';
export * from './save-file';
