import { useId, useState, type ReactNode } from 'react';
import type { Config, FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FORM_FRAME_SUBSCRIPTION } from './form-frame';
import Button from '@mui/material/Button';
import { AppDialog } from '../dialog/AppDialog';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useSharedTranslation } from '../i18n';
import { FormFeedback } from './FormFeedback';

/** Props of FormDialog. */
export interface FormDialogProps<V extends object> {
  open: boolean;
  /** Translated title; also the form's accessible name. */
  title: string;
  width?: '30rem' | '40rem' | '50rem';
  initialValues: Partial<V>;
  /** Answers submission errors, or undefined after success (the dialog then closes). */
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | undefined>;
  onClose: () => void;
  /** Translated label of the submit button. */
  submitLabel: string;
  /** Record-level validation: rules that read several fields (postal code and country, matches). */
  validate?: Config<V>['validate'];
  /** The fields; each subscribes to its own state, so typing re-renders the field, not the form. */
  children: () => ReactNode;
}

/**
 * A dialog holding one react-final-form form; submit and cancel sit in the dialog's action bar.
 * Closing it with changed input (cancel, Escape, the close button, a click beside it) first asks
 * whether to discard the changes, so one key press never loses what was typed.
 */
export function FormDialog<V extends object>({
  open,
  title,
  width = '40rem',
  initialValues,
  onSubmit,
  onClose,
  submitLabel,
  validate,
  children,
}: FormDialogProps<V>) {
  const { t } = useSharedTranslation();
  const formId = useId();
  const submit = async (values: V, form: FormApi<V>) => {
    const errors = await onSubmit(values, form);
    if (!errors) onClose();
    return errors;
  };
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  return (
    <Form<V> onSubmit={submit} initialValues={initialValues} validate={validate} subscription={FORM_FRAME_SUBSCRIPTION}>
      {(props) => {
        const requestClose = () => (props.dirty ? setAskingToDiscard(true) : onClose());
        return (
          <>
            <AppDialog
              open={open}
              title={title}
              width={width}
              onClose={requestClose}
              disableClose={props.submitting}
              actions={
                <>
                  <Button onClick={requestClose} disabled={props.submitting}>
                    {t('shared.form.cancel')}
                  </Button>
                  <Button type="submit" form={formId} variant="contained" disabled={props.submitting}>
                    {submitLabel}
                  </Button>
                </>
              }
            >
              <form id={formId} onSubmit={props.handleSubmit} noValidate aria-label={title}>
                {props.submitError && !props.dirtySinceLastSubmit && <FormFeedback errorKey={props.submitError} />}
                {children()}
              </form>
            </AppDialog>
            <ConfirmDialog
              open={askingToDiscard}
              title={t('shared.form.discard.title')}
              message={t('shared.form.discard.message')}
              confirmLabel={t('shared.form.discard.confirm')}
              cancelLabel={t('shared.form.discard.cancel')}
              danger
              onConfirm={() => {
                setAskingToDiscard(false);
                onClose();
              }}
              onCancel={() => setAskingToDiscard(false)}
            />
          </>
        );
      }}
    </Form>
  );
}
