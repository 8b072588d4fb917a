import { Suspense, type ComponentType, type ReactElement } from 'react';
import TextField from '@mui/material/TextField';
import { formatDate } from '@compliance/shared-contracts/browser';
import { preloadableLazy, useSharedTranslation } from '@compliance/shared-ui';
import type { DateInputProps } from './date-input-props';

export { INCOMPLETE_DATE, type DateInputProps } from './date-input-props';

// MUI X's pickers and date-fns are heavy: they load with the first date field shown, not with
// every page that uses the inputs entry (as the table's grid does).
const datePicker = preloadableLazy(() =>
  import('./DatePickerInput').then((module) => module.default as ComponentType<DateInputProps & { language: string }>),
);

/** Starts loading the date field's code ahead, for a page that is about to show one. */
export function preloadDateInput(): Promise<void> {
  // A field that fails to load here fails again, visibly, as it renders.
  return datePicker.preload().catch(() => undefined);
}

/**
 * A date input holding an ISO date, written as the UI language writes dates (dd.mm.yyyy in de_DE,
 * dd/mm/yyyy in en_GB; docs/product.md §9) whatever the browser's language: typed section by
 * section with the keyboard, or picked from a calendar. While its code loads it shows the date
 * read-only in the same place, so nothing moves when the field arrives.
 */
export function DateInput(props: DateInputProps): ReactElement {
  const { i18n } = useSharedTranslation();
  const { label, value, required, error, helperText } = props;
  const waiting = (
    <TextField
      label={label}
      value={value ? formatDate(value.slice(0, 10), i18n.language) : ''}
      required={required}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      margin="normal"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true } }}
    />
  );
  return (
    <Suspense fallback={waiting}>
      <datePicker.Component {...props} language={i18n.language} />
    </Suspense>
  );
}
