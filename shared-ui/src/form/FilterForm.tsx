import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { FormApi } from 'final-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSharedTranslation } from '../i18n';
import { useDebouncedCallback } from '../utils/use-debounced-callback';

/** Delay between the last edit of a filter and the change event (docs/product.md §9). */
export const FILTER_DEBOUNCE_MS = 500;

/** What a FilterForm's children receive. */
export interface FilterFormRenderProps<V> {
  values: V;
  dirty: boolean;
  reset: () => void;
  form: FormApi<V>;
}

/** Props of FilterForm. */
export interface FilterFormProps<V extends object> {
  initialValues: V;
  /** Called 500 ms after the last edit (also after a reset). */
  onChange: (values: V) => void;
  children: ReactNode | ((props: FilterFormRenderProps<V>) => ReactNode);
  /** Show the reset button (default true). */
  showReset?: boolean;
  /** Accessible name of the filter region. */
  label?: string;
}

interface ChangeEmitterProps<V> {
  values: V;
  onChange: (values: V) => void;
}

function ChangeEmitter<V>({ values, onChange }: ChangeEmitterProps<V>): null {
  const emit = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);
  const first = useRef(true);
  useEffect(() => {
    // The initial values are what the list already shows; only edits are news.
    if (first.current) {
      first.current = false;
      return;
    }
    emit(values);
  }, [values, emit]);
  return null;
}

/**
 * A filter form: dirty once a value differs from its default, reset restores the defaults and
 * pristine state, and changes are emitted 500 ms after the last edit (docs/product.md §4).
 */
export function FilterForm<V extends object>({
  initialValues,
  onChange,
  children,
  showReset = true,
  label,
}: FilterFormProps<V>): ReactElement {
  const { t } = useSharedTranslation();
  return (
    <Form<V> onSubmit={() => undefined} initialValues={initialValues} subscription={{ values: true, dirty: true }}>
      {({ form, values, dirty, handleSubmit }) => {
        const reset = (): void => form.reset();
        return (
          <Box
            component="form"
            role="search"
            aria-label={label ?? t('shared.table.filters')}
            onSubmit={handleSubmit}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          >
            <FormSpy<V> subscription={{ values: true }}>
              {({ values: current }) => <ChangeEmitter values={current} onChange={onChange} />}
            </FormSpy>
            {typeof children === 'function' ? children({ values, dirty: Boolean(dirty), reset, form }) : children}
            {showReset && (
              <Button type="button" onClick={reset} disabled={!dirty}>
                {t('shared.form.reset')}
              </Button>
            )}
          </Box>
        );
      }}
    </Form>
  );
}
