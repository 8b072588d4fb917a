import type { FormSubscription } from 'final-form';

/**
 * What a form's frame (its error line, buttons and discard question) shows. Subscribing the form
 * to this alone, instead of to everything, keeps a keystroke from re-rendering every field of it.
 */
export const FORM_FRAME_SUBSCRIPTION: FormSubscription = {
  submitting: true,
  dirty: true,
  submitError: true,
  dirtySinceLastSubmit: true,
};
