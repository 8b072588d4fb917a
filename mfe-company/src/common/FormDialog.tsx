import { useId, useState, type ReactNode } from 'react';
import type { Config, FormApi, SubmissionErrors } from 'final-form';
import { Form, type FormRenderProps } from 'react-final-form';
import { AppDialog, ConfirmDialog, Button } from '@compliance/shared-ui';
import { FormError } from './FormError';
import { useCompanyTranslation } from './namespace';

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
  children: (form: FormRenderProps<V>) => ReactNode;
}

/**
 * A dialog holding one react-final-form form; submit and cancel sit in the dialog's action bar.
 * Closing it with changed input (cancel, Escape, the close button, a click beside it) first asks
 * whether to discard the changes, so one key press never loses what was typed.
 */
export function FormDialog<V extends object>({ open, title, width = '40rem', initialValues, onSubmit, onClose, submitLabel, validate, children }: FormDialogProps<V>) {
  const { t } = useCompanyTranslation();
  const formId = useId();
  const submit = async (values: V, form: FormApi<V>) => {
    const errors = await onSubmit(values, form);
    if (!errors) onClose();
    return errors;
  };
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  return (
    <Form<V> onSubmit={submit} initialValues={initialValues} validate={validate}>
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
                  <Button onClick={requestClose} disabled={props.submitting}>{t('actions.cancel')}</Button>
                  <Button type="submit" form={formId} variant="contained" disabled={props.submitting}>{submitLabel}</Button>
                </>
              }
            >
              <form id={formId} onSubmit={props.handleSubmit} noValidate aria-label={title}>
                {props.submitError && !props.dirtySinceLastSubmit && <FormError errorKey={props.submitError} />}
                {children(props)}
              </form>
            </AppDialog>
            <ConfirmDialog
              open={askingToDiscard}
              title={t('forms.discard.title')}
              message={t('forms.discard.message')}
              confirmLabel={t('forms.discard.confirm')}
              cancelLabel={t('forms.discard.cancel')}
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
