import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  Alert,
  Button,
  memberStateAtom,
  requiredValidator,
  Stack,
  supportLogin,
  TextField,
  useLocation,
  useNavigate,
  requestErrorKey,
  FormFeedback,
} from '@compliance/shared-ui';
import { useAtomValue } from 'jotai';
import { AUTH_ROUTES, validateClientIdentifier } from '@compliance/shared-contracts/browser';
import { AuthLayout } from '../layout/AuthLayout';
import { CredentialFields } from './CredentialFields';
import { announceNewSession, targetAfterLogin } from '../session';
import { useAuthTranslation } from '../namespace';

interface SupportValues {
  clientId: string;
  username: string;
  password: string;
}

/** /auth/support-login: a customer advisor signs into a client; blocked while signed in (docs/product.md §2). */
export function SupportLoginPage() {
  const { t } = useAuthTranslation();
  const member = useAtomValue(memberStateAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = async ({ clientId, username, password }: SupportValues) => {
    setErrorKey(null);
    try {
      await supportLogin({ clientIdentifier: clientId.trim().toLowerCase(), username: username.trim(), password });
      await announceNewSession();
      navigate(targetAfterLogin(search), { replace: true });
    } catch (error) {
      setErrorKey(requestErrorKey(error, { signedIn: false }));
    }
  };
  return (
    <AuthLayout headline={t('supportLogin.headline')} subHeadline={t('supportLogin.subHeadline')} backToLogin={AUTH_ROUTES.login}>
      {member ? (
        <Alert severity="warning" role="alert">
          {t('supportLogin.alreadySignedIn')}
        </Alert>
      ) : (
        <Form<SupportValues> onSubmit={submit} initialValues={{ clientId: '', username: '', password: '' }}>
          {({ handleSubmit, submitting }) => (
            <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
              <FormFeedback errorKey={errorKey} />
              <TextField
                name="clientId"
                label={t('supportLogin.clientId')}
                validate={[requiredValidator(t('supportLogin.clientId')), (value) => validateClientIdentifier(value?.trim().toLowerCase())]}
              />
              <CredentialFields />
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {t('supportLogin.submit')}
              </Button>
            </Stack>
          )}
        </Form>
      )}
    </AuthLayout>
  );
}
