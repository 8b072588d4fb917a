// @compliance/shared-ui/inputs: the rich inputs (date, dropdown, select, typeahead, file upload).
export * from './DateInput';
export * from './DateField';
export * from './Dropdown';
export * from './SelectField';
export * from './Typeahead';
export * from './TypeaheadField';
export * from './upload-request';
export * from './FileUploader';
export * from './FileField';
export * from './use-upload-submitter';
export * from './mui';
export * from './list-search';
export * from './TaskScheduleFields';
