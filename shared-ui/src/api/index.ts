export * from './api-error';
export * from './api-request';
export * from './csrf';
export * from './error-message';
export * from './endpoints';
export * from './http-error-toast';
export { installPageAnswers } from './page-answers';
