import { useField } from 'react-final-form';
import { useFieldErrorText } from '@compliance/shared-ui';
import { Typeahead, type TypeaheadOption } from './Typeahead';

/** Props of TypeaheadField. */
export interface TypeaheadFieldProps {
  name: string;
  /** Translated label. */
  label: string;
  search: (term: string) => Promise<readonly TypeaheadOption[]>;
  maxSelections?: number;
  helperText?: string;
  disabled?: boolean;
  /** Marks the field as required; the form's own validation refuses it empty. */
  required?: boolean;
}

const NONE: TypeaheadOption[] = [];

/** shared-ui's Typeahead bound to a final-form field holding the chosen options. */
export function TypeaheadField({ name, label, search, maxSelections, helperText, disabled, required }: TypeaheadFieldProps) {
  const { input, meta } = useField<TypeaheadOption[]>(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = useFieldErrorText(meta);
  return (
    <Typeahead
      label={label}
      value={Array.isArray(input.value) ? input.value : NONE}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
      search={search}
      maxSelections={maxSelections}
      helperText={helperText}
      error={error}
      disabled={disabled}
      required={required}
    />
  );
}
