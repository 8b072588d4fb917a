import { useState, type FormEvent } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import {
  hashPassword,
  validatePassword,
  validateShouldMatch,
  validateShouldNotMatch,
  type ValidationError,
} from '@compliance/shared-contracts/browser';
import {
  PasswordField,
  memberStateAtom,
  requiredValidator,
  useAppStore,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
  FormFeedback,
  useFormSubmitter,
} from '@compliance/shared-ui';
import { useAuthTranslation } from '../namespace';
import { changePassword } from './api';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Server codes that belong to one field (docs/product.md §8); others show only in the form's alert. */
const FIELD_OF_CODE: Readonly<Record<string, keyof PasswordValues>> = {
  'Password.WrongCurrent': 'currentPassword',
  'Password.AlreadyUsed': 'newPassword',
  'Password.Invalid': 'newPassword',
  'Password.TooCommon': 'newPassword',
  'Password.Mismatch': 'confirmPassword',
};

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password: current, new (policy, must differ) and confirmation; all sent as hashes. */
export function ChangePasswordCard() {
  const { t } = useAuthTranslation();
  const submitWith = useFormSubmitter();
  const [changed, setChanged] = useState(false);
  const state = useAtomValue(memberStateAtom, { store: useAppStore() });
  const details = state?.memberDetails;
  // A password built from one's own name or username is easy to guess: the meter says so.
  const personalWords = details ? [details.firstName, details.lastName, details.username, state.client.name] : [];
  const label = (field: keyof PasswordValues) => t(`profile.security.password.${field}`);

  const validate = (values: PasswordValues) => {
    const errors: Partial<Record<keyof PasswordValues, ValidationError>> = {};
    const same = validateShouldNotMatch(values.newPassword, values.currentPassword, {
      field: label('newPassword'),
      otherField: label('currentPassword'),
    });
    if (same) errors.newPassword = same;
    const mismatch = validateShouldMatch(values.confirmPassword, values.newPassword, {
      field: label('confirmPassword'),
      otherField: label('newPassword'),
    });
    if (mismatch) errors.confirmPassword = mismatch;
    return errors;
  };

  const submit = async (values: PasswordValues): Promise<SubmissionErrors | undefined> => {
    const outcome = await submitWith(
      () =>
        changePassword({
          old: hashPassword(values.currentPassword),
          new: hashPassword(values.newPassword),
          newCheck: hashPassword(values.confirmPassword),
        }),
      FIELD_OF_CODE,
    );
    return 'errors' in outcome ? outcome.errors : undefined;
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id="profile-change-password" gutterBottom>
          {t('profile.security.password.headline')}
        </Typography>
        <Form<PasswordValues> onSubmit={submit} initialValues={EMPTY} validate={validate}>
          {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, form }) => {
            const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
              setChanged(false);
              await handleSubmit(event);
              // Empty the fields after a change: passwords should not stay in the page.
              if (form.getState().submitSucceeded) {
                form.restart(EMPTY);
                setChanged(true);
              }
            };
            return (
              <Stack component="form" onSubmit={onSubmit} noValidate aria-labelledby="profile-change-password">
                <FormFeedback
                  errorKey={dirtySinceLastSubmit ? undefined : submitError}
                  success={changed ? t('profile.security.password.changed') : null}
                />
                <PasswordField
                  name="currentPassword"
                  label={label('currentPassword')}
                  autoComplete="current-password"
                  validate={requiredValidator(label('currentPassword'))}
                />
                <PasswordField
                  name="newPassword"
                  label={label('newPassword')}
                  autoComplete="new-password"
                  helperText={t('profile.security.password.policy')}
                  validate={[requiredValidator(label('newPassword')), validatePassword]}
                  strengthMeter={{ userInputs: personalWords }}
                />
                <PasswordField
                  name="confirmPassword"
                  label={label('confirmPassword')}
                  autoComplete="new-password"
                  validate={requiredValidator(label('confirmPassword'))}
                />
                <Box sx={{ mt: 2 }}>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    {t('profile.security.password.submit')}
                  </Button>
                </Box>
              </Stack>
            );
          }}
        </Form>
      </CardContent>
    </Card>
  );
}
