import type { ReactElement } from 'react';
import MuiTextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { useFieldAdapter, type BaseFieldProps } from '@compliance/shared-ui';

/** One option of a SelectField. */
export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
}

/** Props of SelectField. */
export interface SelectFieldProps extends BaseFieldProps<string> {
  options: readonly SelectOption[];
}

/** A single-choice select bound to a final-form field. */
export function SelectField({ name, label, validate, helperText, disabled, options }: SelectFieldProps): ReactElement {
  const { input, required, errorText } = useFieldAdapter<string>(name, validate);
  return (
    <MuiTextField
      {...input}
      value={input.value ?? ''}
      select
      label={label}
      required={required}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      disabled={disabled}
      fullWidth
      margin="normal"
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
