export * from './entry-common';
export * from './api';
export * from './validation/phone';
