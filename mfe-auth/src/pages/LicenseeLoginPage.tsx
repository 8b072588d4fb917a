import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  Alert,
  Button,
  isApiRequestError,
  licenseeLogin,
  memberStateAtom,
  requestErrorKey,
  Stack,
  useLocation,
  useNavigate,
} from '@compliance/shared-ui';
import { useAtomValue } from 'jotai';
import { AUTH_ROUTES } from '@compliance/shared-contracts/browser';
import { AuthLayout } from '../layout/AuthLayout';
import { CredentialFields } from './CredentialFields';
import { announceStaffSignedIn, backOfficeTargetAfterLogin } from '../session';
import { useAuthTranslation } from '../namespace';

interface LicenseeLoginValues {
  username: string;
  password: string;
}

/**
 * /auth/licensee-login: the licensee's staff sign into the back office with username and
 * password, without a company ID (decision 0013); blocked while a company's member is signed in.
 */
export function LicenseeLoginPage() {
  const { t } = useAuthTranslation();
  const member = useAtomValue(memberStateAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = async ({ username, password }: LicenseeLoginValues) => {
    setErrorKey(null);
    try {
      await licenseeLogin({ username: username.trim(), password });
      await announceStaffSignedIn();
      navigate(backOfficeTargetAfterLogin(search), { replace: true });
    } catch (error) {
      // The common text names the company ID, which this sign-in does not ask for.
      const wrongCredentials = isApiRequestError(error) && error.code === 'Auth.InvalidCredentials';
      setErrorKey(wrongCredentials ? 'licenseeLogin.invalidCredentials' : requestErrorKey(error, { signedIn: false }));
    }
  };
  return (
    <AuthLayout headline={t('licenseeLogin.headline')} subHeadline={t('licenseeLogin.subHeadline')} backToLogin={AUTH_ROUTES.login}>
      {member ? (
        <Alert severity="warning" role="alert">
          {t('licenseeLogin.alreadySignedIn')}
        </Alert>
      ) : (
        <Form<LicenseeLoginValues> onSubmit={submit} initialValues={{ username: '', password: '' }}>
          {({ handleSubmit, submitting }) => (
            <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
              {errorKey && (
                <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                  {t(errorKey)}
                </Alert>
              )}
              <CredentialFields />
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {t('licenseeLogin.submit')}
              </Button>
            </Stack>
          )}
        </Form>
      )}
    </AuthLayout>
  );
}
