import { useMemo } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useAtomValue } from 'jotai';
import { validateEmail, type MemberState } from '@compliance/shared-contracts/browser';
import {
  TextField,
  memberStateAtom,
  requiredValidator,
  useAppStore,
  useFormSubmitter,
  FormFeedback,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Stack,
  TextInput,
  Typography,
} from '@compliance/shared-ui';
import { PhoneField } from '@compliance/shared-ui/phone';
import { announceSignedIn } from '../session';
import { useAuthTranslation } from '../namespace';
import { saveProfile } from './api';

interface DetailsValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  mobileNumber: string;
}

/** The e-mail address another member has already shows at its field too. */
const EMAIL_OF_CODE = { 'Member.EmailExists': 'email' } as const;

/** Optional fields: an emptied one is sent as null ("none"). */
const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function initialValuesOf(state: MemberState): DetailsValues {
  const details = state.memberDetails;
  return {
    email: state.member.email ?? '',
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber ?? '',
    mobileNumber: details.mobileNumber ?? '',
  };
}

/** The details tab: the member's own e-mail, names and phone numbers; username and role shown read-only. */
export function DetailsTab() {
  const { t } = useAuthTranslation();
  const submitWith = useFormSubmitter();
  const state = useAtomValue(memberStateAtom, { store: useAppStore() });
  // A new object only when the member state changes, so final-form re-initialises after saving, not on every render.
  const initialValues = useMemo(() => (state ? initialValuesOf(state) : undefined), [state]);
  if (!state || !initialValues) return <Typography role="status">{t('profile.details.loading')}</Typography>;

  const label = (field: string) => t(`profile.details.${field}`);

  const submit = async (values: DetailsValues): Promise<SubmissionErrors | undefined> => {
    const outcome = await submitWith(
      () =>
        saveProfile({
          email: blankToNull(values.email),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phoneNumber: blankToNull(values.phoneNumber),
          mobileNumber: blankToNull(values.mobileNumber),
        }),
      EMAIL_OF_CODE,
    );
    if ('errors' in outcome) return outcome.errors;
    // The header shows the member's name: hand the fresh state to the shell.
    await announceSignedIn().catch(() => undefined);
    return undefined;
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('profile.details.headline')}
        </Typography>
        <Form<DetailsValues> onSubmit={submit} initialValues={initialValues}>
          {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
            <Stack component="form" onSubmit={handleSubmit} noValidate aria-label={t('profile.details.headline')}>
              <FormFeedback errorKey={dirtySinceLastSubmit ? undefined : submitError} />
              <Grid container columnSpacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    name="firstName"
                    label={label('firstName')}
                    autoComplete="given-name"
                    validate={requiredValidator(label('firstName'))}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    name="lastName"
                    label={label('lastName')}
                    autoComplete="family-name"
                    validate={requiredValidator(label('lastName'))}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField name="email" type="email" label={label('email')} autoComplete="email" validate={validateEmail} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }} />
                <Grid size={{ xs: 12, md: 6 }}>
                  <PhoneField name="phoneNumber" label={label('phoneNumber')} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <PhoneField name="mobileNumber" label={label('mobileNumber')} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextInput
                    label={label('username')}
                    value={state.memberDetails.username}
                    fullWidth
                    margin="normal"
                    helperText={t('profile.details.readOnlyHint')}
                    readOnly
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextInput
                    label={label('role')}
                    value={t(`common.roles.${state.memberDetails.role}`, { ns: 'common' })}
                    fullWidth
                    margin="normal"
                    readOnly
                  />
                </Grid>
              </Grid>
              <Box sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" disabled={submitting}>
                  {t('profile.details.submit')}
                </Button>
              </Box>
            </Stack>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
