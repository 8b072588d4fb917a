import { useId, type ChangeEvent, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/** Props of TextInput. */
export interface TextInputProps {
  /** Translated label. */
  label: ReactNode;
  value: string;
  name?: string;
  type?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  /** Shown at the end of the input, e.g. a show/hide button. */
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * An outlined text input with its label and helper text, as MUI's TextField draws it. Built from
 * its parts because TextField also imports the select with its menu and the other two input
 * variants, which the core (on every page, the sign-in pages too) would then always carry.
 */
export function TextInput({
  label,
  required,
  error,
  helperText,
  disabled,
  fullWidth,
  margin,
  sx,
  endAdornment,
  readOnly,
  ...input
}: TextInputProps): ReactElement {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} margin={margin} required={required} error={error} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        // The outline's gap for the label, with the asterisk the label shows when required.
        label={required ? <>{label}&thinsp;*</> : label}
        aria-describedby={helperId}
        readOnly={readOnly}
        endAdornment={endAdornment}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
