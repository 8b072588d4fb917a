import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form, useField } from 'react-final-form';
import { useAtomValue } from 'jotai';
import { hashPassword, validateShouldNotMatch, validateUsername, validationError } from '@compliance/shared-contracts/browser';
import {
  PasswordField,
  TextField,
  memberStateAtom,
  requiredValidator,
  useAppStore,
  useDebouncedCallback,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextInput,
  Typography,
  FormFeedback,
  useFormSubmitter,
} from '@compliance/shared-ui';
import { announceSignedIn } from '../session';
import { useAuthTranslation } from '../namespace';
import { changeUsername, isUsernameTaken } from './api';

/** Wait after the last keystroke before asking the server whether a username is free (docs/product.md §5, §9). */
export const USERNAME_CHECK_DEBOUNCE_MS = 250;

interface UsernameValues {
  newUsername: string;
  password: string;
}

/** What the server said about one candidate. */
interface Availability {
  username: string;
  exists: boolean;
}

const FIELD_OF_CODE: Readonly<Record<string, keyof UsernameValues>> = {
  'Username.Exists': 'newUsername',
  'Username.Invalid': 'newUsername',
  'Password.WrongCurrent': 'password',
};

const EMPTY: UsernameValues = { newUsername: '', password: '' };

/** Calls `onChange` with a field's value whenever it changes. */
function WatchField({ name, onChange }: { name: string; onChange: (value: string) => void }) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const value = input.value ?? '';
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

/** Changes the username: the current one (read-only), a new one checked for availability, and the password. */
export function ChangeUsernameCard() {
  const { t } = useAuthTranslation();
  const submitWith = useFormSubmitter();
  const state = useAtomValue(memberStateAtom, { store: useAppStore() });
  const currentUsername = state?.memberDetails.username ?? '';
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  // The candidate on screen; answers about older ones are dropped.
  const candidate = useRef('');
  const newLabel = t('profile.security.username.newUsername');
  const currentLabel = t('profile.security.username.currentUsername');
  const passwordLabel = t('profile.security.username.password');

  const check = useDebouncedCallback(async (username: string) => {
    try {
      const usernameExists = await isUsernameTaken(username);
      if (candidate.current === username) setAvailability({ username, exists: usernameExists });
    } catch {
      // Not decisive: the server checks again when the change is sent.
    } finally {
      if (candidate.current === username) setChecking(null);
    }
  }, USERNAME_CHECK_DEBOUNCE_MS);

  const onCandidate = useCallback(
    (value: string) => {
      const username = value.trim();
      candidate.current = username;
      // Only names that could be taken are worth a request.
      if (!username || validateUsername(username) !== undefined || username === currentUsername) {
        check.cancel();
        setChecking(null);
        return;
      }
      setChecking(username);
      check(username);
    },
    [check, currentUsername],
  );

  // A new function when the answer arrives makes final-form validate again (its `validate` config changed).
  const validate = useCallback(
    (values: UsernameValues) =>
      availability?.exists && availability.username === values.newUsername?.trim() ? { newUsername: validationError('checkUsername') } : {},
    [availability],
  );

  const submit = async (values: UsernameValues): Promise<SubmissionErrors | undefined> => {
    const outcome = await submitWith(
      () => changeUsername({ username: currentUsername, newUsername: values.newUsername.trim(), password: hashPassword(values.password) }),
      FIELD_OF_CODE,
    );
    if ('errors' in outcome) return outcome.errors;
    // The username is shown in the header and here: hand the fresh state to the shell.
    await announceSignedIn().catch(() => undefined);
    return undefined;
  };

  const statusText = (value: string | undefined): string | undefined => {
    const username = value?.trim() ?? '';
    if (checking && checking === username) return t('profile.security.username.checking');
    if (availability && !availability.exists && availability.username === username) return t('profile.security.username.available');
    return undefined;
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id="profile-change-username" gutterBottom>
          {t('profile.security.username.headline')}
        </Typography>
        <Form<UsernameValues> onSubmit={submit} initialValues={EMPTY} validate={validate}>
          {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, form, values }) => {
            const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
              setChanged(false);
              await handleSubmit(event);
              if (form.getState().submitSucceeded) {
                form.restart(EMPTY);
                setChanged(true);
              }
            };
            const status = statusText(values.newUsername);
            return (
              <Stack component="form" onSubmit={onSubmit} noValidate aria-labelledby="profile-change-username">
                <WatchField name="newUsername" onChange={onCandidate} />
                <FormFeedback
                  errorKey={dirtySinceLastSubmit ? undefined : submitError}
                  success={changed ? t('profile.security.username.changed') : null}
                />
                <TextInput label={currentLabel} value={currentUsername} fullWidth margin="normal" autoComplete="username" readOnly />
                <TextField
                  name="newUsername"
                  label={newLabel}
                  autoComplete="off"
                  helperText={<span role="status">{status}</span>}
                  validate={[
                    requiredValidator(newLabel),
                    validateUsername,
                    (value) => validateShouldNotMatch(value?.trim(), currentUsername, { field: newLabel, otherField: currentLabel }),
                  ]}
                />
                <PasswordField
                  name="password"
                  label={passwordLabel}
                  autoComplete="current-password"
                  validate={requiredValidator(passwordLabel)}
                />
                <Box sx={{ mt: 2 }}>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    {t('profile.security.username.submit')}
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
