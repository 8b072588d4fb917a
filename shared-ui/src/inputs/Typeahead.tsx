import { useEffect, useRef, useState, type ReactElement } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useSharedTranslation, useDebouncedCallback } from '@compliance/shared-ui';

/** Delay between the last keystroke and the search (docs/product.md §9). */
export const TYPEAHEAD_DEBOUNCE_MS = 250;
/** Selections a typeahead takes by default (docs/product.md §9). */
export const TYPEAHEAD_MAX_SELECTIONS = 9999;

/** One option of a typeahead. */
export interface TypeaheadOption {
  label: string;
  value: string;
}

/** Props of Typeahead. */
export interface TypeaheadProps {
  label: string;
  value: readonly TypeaheadOption[];
  onChange: (value: TypeaheadOption[]) => void;
  /** Asks the server for options matching the typed text. */
  search: (term: string) => Promise<readonly TypeaheadOption[]>;
  maxSelections?: number;
  placeholder?: string;
  disabled?: boolean;
  helperText?: string;
  error?: string;
  /** Marks the field as required (the form's validation refuses it empty). */
  required?: boolean;
}

/**
 * A multi-select with server-side search: asks 250 ms after the last keystroke and takes at
 * most `maxSelections` values (docs/product.md §9).
 */
export function Typeahead({
  label,
  value,
  onChange,
  search,
  maxSelections = TYPEAHEAD_MAX_SELECTIONS,
  placeholder,
  disabled,
  helperText,
  error,
  required,
}: TypeaheadProps): ReactElement {
  const { t } = useSharedTranslation();
  const [input, setInput] = useState('');
  // onOpen may fire in the same event as a keystroke, before the state above re-renders.
  const inputRef = useRef('');
  const [options, setOptions] = useState<readonly TypeaheadOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latestQuery = useRef(0);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const runSearch = useDebouncedCallback((term: string) => {
    const query = ++latestQuery.current;
    setLoading(true);
    search(term)
      .then((found) => {
        // An older answer arriving late must not replace a newer one.
        if (mounted.current && query === latestQuery.current) setOptions(found);
      })
      .catch(() => {
        if (mounted.current && query === latestQuery.current) setOptions([]);
      })
      .finally(() => {
        if (mounted.current && query === latestQuery.current) setLoading(false);
      });
  }, TYPEAHEAD_DEBOUNCE_MS);

  const full = value.length >= maxSelections;
  const isSelected = (option: TypeaheadOption): boolean => value.some((chosen) => chosen.value === option.value);

  return (
    <Autocomplete<TypeaheadOption, true, false, false>
      multiple
      disabled={disabled}
      // Same references on every render: a new value array would make Autocomplete reset the typed text.
      options={options as TypeaheadOption[]}
      value={value as TypeaheadOption[]}
      loading={loading}
      inputValue={input}
      filterOptions={(found) => found}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => full && !isSelected(option)}
      filterSelectedOptions
      // A multi-select stays open after a pick (docs/product.md §4); Escape, Tab or a click outside closes
      // it. A typeahead of one value has nothing more to pick.
      disableCloseOnSelect={maxSelections > 1}
      noOptionsText={t('shared.typeahead.noOptions')}
      loadingText={t('shared.typeahead.loading')}
      openText={t('shared.typeahead.open')}
      closeText={t('shared.typeahead.close')}
      clearText={t('shared.typeahead.clear')}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        inputRef.current = text;
        if (reason === 'input') runSearch(text);
      }}
      onOpen={() => runSearch(inputRef.current)}
      onChange={(_event, next) => {
        if (next.length <= maxSelections || next.length < value.length) onChange(next);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={placeholder ?? t('shared.typeahead.placeholder')}
          error={error !== undefined}
          helperText={error ?? (full ? t('shared.typeahead.maxSelections', { count: maxSelections }) : helperText)}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={20} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
