// @compliance/shared-ui/print: the print layout of notices, certificates and exports.
export * from './PrintLayout';
