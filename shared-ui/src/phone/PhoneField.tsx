import { useEffect, type ReactElement } from 'react';
import MuiTextField from '@mui/material/TextField';
import { useFieldAdapter, type BaseFieldProps } from '@compliance/shared-ui';
import { loadPhoneValidator, validatePhoneField } from './phone-validator';

/** A phone number input; numbers must parse internationally, Germany assumed without prefix (docs/product.md §5). */
export function PhoneField({ name, label, validate, helperText, disabled }: BaseFieldProps<string>): ReactElement {
  useEffect(() => void loadPhoneValidator(), []);
  const { input, required, errorText } = useFieldAdapter<string>(name, validate, [validatePhoneField]);
  return (
    <MuiTextField
      {...input}
      value={input.value ?? ''}
      type="tel"
      label={label}
      required={required}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      disabled={disabled}
      autoComplete="tel"
      fullWidth
      margin="normal"
    />
  );
}
