import type { ReactNode } from 'react';
import type { Config, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FORM_FRAME_SUBSCRIPTION } from './form-frame';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '../i18n';
import { FormFeedback } from './FormFeedback';

/** Props of DetailsFormCard. */
export interface DetailsFormCardProps<V extends object> {
  /** Translated heading; also the form's accessible name. */
  headline: string;
  /** A stable object (memoised): a new one re-initialises the form. */
  initialValues: Partial<V>;
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  validate?: Config<V>['validate'];
  /** Without the update permission the form is shown but cannot be saved. */
  canSave: boolean;
  /** The fields; each subscribes to its own state, so typing re-renders the field, not the form. */
  children: () => ReactNode;
}

/** The details tab of an entity: one card with an editable form and a save button. */
export function DetailsFormCard<V extends object>({
  headline,
  initialValues,
  onSubmit,
  validate,
  canSave,
  children,
}: DetailsFormCardProps<V>) {
  const { t } = useSharedTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {headline}
        </Typography>
        <Form<V> onSubmit={onSubmit} initialValues={initialValues} validate={validate} subscription={FORM_FRAME_SUBSCRIPTION}>
          {(props) => (
            <form onSubmit={props.handleSubmit} noValidate aria-label={headline}>
              {props.submitError && !props.dirtySinceLastSubmit && <FormFeedback errorKey={props.submitError} />}
              {children()}
              {canSave && (
                <Box sx={{ mt: 2 }}>
                  <Button type="submit" variant="contained" disabled={props.submitting}>
                    {t('shared.form.save')}
                  </Button>
                </Box>
              )}
            </form>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
