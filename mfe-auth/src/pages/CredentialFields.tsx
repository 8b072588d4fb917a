import { PasswordField, requiredValidator, TextField } from '@compliance/shared-ui';
import { useAuthTranslation } from '../namespace';

/** Username and password of a sign-in form, both required, filled by the browser's password manager. */
export function CredentialFields() {
  const { t } = useAuthTranslation();
  return (
    <>
      <TextField name="username" label={t('login.username')} autoComplete="username" validate={requiredValidator(t('login.username'))} />
      <PasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        validate={requiredValidator(t('login.password'))}
      />
    </>
  );
}
