import type { ReactNode } from 'react';

/** Props of DateInput. */
export interface DateInputProps {
  label: string;
  /** ISO date (yyyy-mm-dd) or null when empty. */
  value: string | null;
  /**
   * Called with the ISO date, null when emptied, or INCOMPLETE_DATE while what is typed is no
   * date yet (the form's date rule then says so, instead of the field passing for empty).
   */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Inclusive ISO bounds the calendar offers. */
  min?: string;
  max?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Error message to show; marks the input invalid. */
  error?: string;
  helperText?: ReactNode;
}

/** The value DateInput reports while the typed text is not a whole, real date; no ISO date parser accepts it. */
export const INCOMPLETE_DATE = 'incomplete';
