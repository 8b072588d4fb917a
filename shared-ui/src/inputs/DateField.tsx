import type { ReactElement } from 'react';
import { validateDate, type DateLimits } from '@compliance/shared-contracts/browser';
import { useFieldAdapter, type BaseFieldProps } from '@compliance/shared-ui';
import { DateInput } from './DateInput';

/** Props of DateField. */
export interface DateFieldProps extends BaseFieldProps<string | null> {
  /** Inclusive ISO bounds; checked too (minDate, maxDate, invalidDate). */
  minDate?: string;
  maxDate?: string;
}

/** An ISO date input bound to a final-form field, validating the date and its bounds. */
export function DateField({ name, label, validate, helperText, disabled, minDate, maxDate }: DateFieldProps): ReactElement {
  const limits: DateLimits = { minDate, maxDate };
  const { input, required, errorText } = useFieldAdapter<string | null>(name, validate, [(value) => validateDate(value, limits)]);
  return (
    <DateInput
      name={input.name}
      label={label}
      value={input.value || null}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
      min={minDate}
      max={maxDate}
      required={required}
      error={errorText}
      helperText={helperText}
      disabled={disabled}
    />
  );
}
