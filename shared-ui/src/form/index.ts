export * from './validators';
export * from './field-error';
export * from './fields';
export * from './FilterForm';
export * from './password-strength';
export * from './TextInput';
