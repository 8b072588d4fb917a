export * from './DateInput';
export * from './Dropdown';
export * from './Typeahead';
