import { useMemo, useRef, type ReactElement } from 'react';
import { de, enGB } from 'date-fns/locale';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import { localIsoDay, parseIsoDate } from '@compliance/shared-contracts/browser';
import { INCOMPLETE_DATE, type DateInputProps } from './date-input-props';

/** The local-midnight Date of an ISO day or date-time; an invalid Date for anything else, which the field shows as typed. */
function localDayOf(value: string): Date {
  const instant = parseIsoDate(value.slice(0, 10));
  if (instant === undefined) return new Date(Number.NaN);
  return new Date(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
}

/** The date-fns locale and the pickers' own texts (open calendar, next month, …) of a UI language. */
function pickerLocale(language: string) {
  const german = language.startsWith('de');
  return {
    adapterLocale: german ? de : enGB,
    localeText: (german ? deDE : enUS).components.MuiLocalizationProvider.defaultProps.localeText,
  };
}

/**
 * DateInput's field once its code is there: MUI X's date field with a calendar, in the UI
 * language. The desktop picker on every device: its calendar opens in a popover that works by
 * touch too, and the responsive one would ask a media query first.
 */
export default function DatePickerInput({
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
  language,
}: DateInputProps & { language: string }): ReactElement {
  const { adapterLocale, localeText } = pickerLocale(language);
  const date = useMemo(() => (value ? localDayOf(value) : null), [value]);
  const limits = useMemo(() => ({ minDate: min ? localDayOf(min) : undefined, maxDate: max ? localDayOf(max) : undefined }), [min, max]);
  // What the sections show: MUI reports nothing while some are empty, so a half-typed date would
  // pass for no date at all and be lost on saving; leaving the field reports it as incomplete.
  const shownRef = useRef<HTMLInputElement>(null);
  const leave = () => {
    if (value === null && shownRef.current?.value) onChange(INCOMPLETE_DATE);
    onBlur?.();
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={localeText}>
      <DesktopDatePicker
        label={label}
        value={date}
        onChange={(next) => onChange(next === null ? null : Number.isNaN(next.getTime()) ? INCOMPLETE_DATE : localIsoDay(next))}
        onClose={onBlur}
        minDate={limits.minDate}
        maxDate={limits.maxDate}
        disabled={disabled}
        slotProps={{
          textField: {
            name,
            required,
            inputRef: shownRef,
            onBlur: leave,
            error: error !== undefined,
            helperText: error ?? helperText,
            fullWidth: true,
            margin: 'normal',
          },
        }}
      />
    </LocalizationProvider>
  );
}
