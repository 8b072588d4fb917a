import type { ReactElement, ReactNode } from 'react';
import TextField from '@mui/material/TextField';

/** Props of DateInput. */
export interface DateInputProps {
  label: string;
  /** ISO date (yyyy-mm-dd) or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Inclusive ISO bounds the picker offers. */
  min?: string;
  max?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Error message to show; marks the input invalid. */
  error?: string;
  helperText?: ReactNode;
}

/** A date input holding an ISO date; the browser's native picker keeps it keyboard and screen-reader friendly. */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  name,
  required,
  disabled,
  error,
  helperText,
}: DateInputProps): ReactElement {
  return (
    <TextField
      type="date"
      name={name}
      label={label}
      value={value ? value.slice(0, 10) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
      required={required}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      margin="normal"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
