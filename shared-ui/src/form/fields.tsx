import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { getIn } from 'final-form';
import { useField, useForm } from 'react-final-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ValidationResult } from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '../i18n';
import { useFieldErrorText } from './field-error';
import { useIsFirstView } from '../layout/first-view';
import { PasswordStrengthMeter } from './password-strength';
import { resolveValidation, type FieldValidation } from './validators';
import { TextInput } from './TextInput';

/** Props every field adapter takes. */
export interface BaseFieldProps<V> {
  name: string;
  /** Translated label; also what a required message names unless the validator names another. */
  label: string;
  /** One validator or several (checked in order); a requiredValidator marks the field required. */
  validate?: FieldValidation<V>;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A check of a field; one whose data loads on demand (the phone number) may answer later. */
export type FieldCheck<V> = (value: V) => ValidationResult | Promise<ValidationResult>;

/** The first error of the checks, in order; waits only when a check has to. */
function firstError<V>(checks: readonly FieldCheck<V>[], value: V): ValidationResult | Promise<ValidationResult> {
  for (const [index, check] of checks.entries()) {
    const result = check(value);
    if (result instanceof Promise) return result.then((error) => error ?? firstError(checks.slice(index + 1), value));
    if (result) return result;
  }
  return undefined;
}

/**
 * Binds a final-form field with its validators and the extra checks of its kind, and gives its
 * translated error text: the base of every field adapter, also those of shared-ui's other entries.
 */
export function useFieldAdapter<V>(name: string, validation: FieldValidation<V>, extra: readonly FieldCheck<V>[] = [], type?: string) {
  const { validate, required } = resolveValidation<V>(validation);
  const all: FieldCheck<V>[] = [...(validate ? [validate] : []), ...extra];
  const field = useField<V>(name, {
    validate: all.length ? (value: V) => firstError(all, value) : undefined,
    ...(type ? { type } : {}),
  });
  const onChange = useChangeBeforeRegistration(name, field.input.onChange);
  const errorText = useFieldErrorText(field.meta);
  return { ...field, input: { ...field.input, onChange }, required, errorText };
}

/**
 * Keeps what is typed into a field before final-form has taken the field in. react-final-form
 * registers a field in an effect, after the page is drawn, and then sets it to the form's initial
 * value: a change in between (on a phone's slow start, or right as a first view is replaced by
 * the live page) was lost. The change is given to the form again once the field is registered;
 * this effect runs after useField's own.
 */
function useChangeBeforeRegistration(name: string, onChange: (event: unknown) => void): (event: unknown) => void {
  const form = useForm();
  const registered = useRef(false);
  const early = useRef<{ value: unknown } | null>(null);
  useEffect(() => {
    registered.current = true;
    if (early.current) form.change(name, early.current.value);
    early.current = null;
    return () => {
      registered.current = false;
    };
  }, [form, name]);
  return (event) => {
    onChange(event);
    // The form holds the value (parsed as the field parses it) until the registration resets it.
    if (!registered.current) early.current = { value: getIn(form.getState().values as object, name) };
  };
}

/** Props of TextField. */
export interface TextFieldProps extends BaseFieldProps<string> {
  type?: 'text' | 'email' | 'number' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
}

/** A text input bound to a final-form field. */
export function TextField({
  name,
  label,
  validate,
  helperText,
  disabled,
  type = 'text',
  autoComplete,
  multiline,
  rows,
  placeholder,
}: TextFieldProps): ReactElement {
  const { input, required, errorText } = useFieldAdapter<string>(name, validate);
  return (
    <TextInput
      {...input}
      value={input.value ?? ''}
      type={type}
      label={label}
      required={required}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      disabled={disabled}
      autoComplete={autoComplete}
      multiline={multiline}
      rows={rows}
      placeholder={placeholder}
      fullWidth
      margin="normal"
    />
  );
}

/** Props of PasswordField. */
export interface PasswordFieldProps extends BaseFieldProps<string> {
  autoComplete?: 'current-password' | 'new-password';
  /** Shows how hard the new password is to guess below the field; the words it should not be built from. */
  strengthMeter?: { userInputs?: readonly string[] };
}

/** A password input with a show/hide toggle; for a new password, with a strength meter. */
export function PasswordField({
  name,
  label,
  validate,
  helperText,
  disabled,
  autoComplete = 'current-password',
  strengthMeter,
}: PasswordFieldProps): ReactElement {
  const { t } = useSharedTranslation();
  const [visible, setVisible] = useState(false);
  const firstView = useIsFirstView();
  const { input, required, errorText } = useFieldAdapter<string>(name, validate);
  const field = (
    <TextInput
      {...input}
      value={input.value ?? ''}
      type={visible ? 'text' : 'password'}
      label={label}
      required={required}
      error={errorText !== undefined}
      helperText={errorText ?? helperText}
      disabled={disabled}
      autoComplete={autoComplete}
      fullWidth
      margin="normal"
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('shared.form.hidePassword') : t('shared.form.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            disabled={firstView}
            edge="end"
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
  if (!strengthMeter) return field;
  return (
    <>
      {field}
      <PasswordStrengthMeter password={input.value ?? ''} userInputs={strengthMeter.userInputs} />
    </>
  );
}

/** A checkbox bound to a boolean final-form field. */
export function CheckboxField({ name, label, validate, helperText, disabled }: BaseFieldProps<boolean>): ReactElement {
  const { input, required, errorText } = useFieldAdapter<boolean>(name, validate, [], 'checkbox');
  return (
    <FormControl error={errorText !== undefined} required={required} margin="dense">
      <FormControlLabel
        control={
          <Checkbox
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            disabled={disabled}
          />
        }
        label={label}
        required={required}
      />
      {(errorText ?? helperText) && <FormHelperText>{errorText ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
