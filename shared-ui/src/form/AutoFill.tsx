import { useEffect, useRef } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';

/** Props of AutoFill. */
export interface AutoFillProps<V> {
  /** The field that is filled, e.g. the username. */
  target: string;
  /** Computes the suggestion from the form's values, e.g. first.last from the names. */
  suggest: (values: V) => string;
}

/**
 * Keeps a field filled with a suggestion derived from other fields (generated username or
 * identifier) until the user types their own value: the field follows only while it still
 * holds the last suggestion.
 */
export function AutoFill<V extends object>({ target, suggest }: AutoFillProps<V>) {
  const form = useForm<V>();
  const { values } = useFormState<V>({ subscription: { values: true } });
  const { input } = useField<string>(target, { subscription: { value: true } });
  const lastSuggestion = useRef<string>(input.value ?? '');
  const suggestion = suggest(values);
  useEffect(() => {
    const current = input.value ?? '';
    if (current !== lastSuggestion.current || current === suggestion) return;
    lastSuggestion.current = suggestion;
    // final-form's change is typed by the form's keys; the target is one of them by contract.
    form.change(target as keyof V, suggestion as V[keyof V]);
  }, [form, input.value, suggestion, target]);
  return null;
}
