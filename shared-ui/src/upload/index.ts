export * from './upload-request';
export * from './FileUploader';
