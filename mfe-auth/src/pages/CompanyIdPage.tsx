import { Form } from 'react-final-form';
import { Button, CheckboxField, Navigate, requiredValidator, Stack, TextField, useLocation, useNavigate } from '@compliance/shared-ui';
import { validateClientIdentifier } from '@compliance/shared-contracts/browser';
import { AuthLayout } from '../layout/AuthLayout';
import { rememberCompanyId, rememberedCompanyId } from '../remembered-company';
import { useAuthTranslation } from '../namespace';

interface CompanyIdValues {
  clientId: string;
  remember: boolean;
}

/** /auth/login: the company ID, optionally remembered on this device. */
export function CompanyIdPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const remembered = rememberedCompanyId();
  if (remembered) return <Navigate to={`/auth/login/${encodeURIComponent(remembered)}${search}`} replace />;

  const submit = ({ clientId, remember }: CompanyIdValues) => {
    const normalized = clientId.trim().toLowerCase();
    rememberCompanyId(remember ? normalized : null);
    navigate(`/auth/login/${encodeURIComponent(normalized)}${search}`);
  };
  return (
    <AuthLayout headline={t('companyId.headline')} subHeadline={t('companyId.subHeadline')}>
      <Form<CompanyIdValues> onSubmit={submit} initialValues={{ clientId: '', remember: false }}>
        {({ handleSubmit, submitting }) => (
          <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
            <TextField
              name="clientId"
              label={t('companyId.label')}
              autoComplete="organization"
              validate={[requiredValidator(t('companyId.label')), (value) => validateClientIdentifier(value?.trim().toLowerCase())]}
            />
            <CheckboxField name="remember" label={t('companyId.remember')} />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {t('companyId.confirm')}
            </Button>
          </Stack>
        )}
      </Form>
    </AuthLayout>
  );
}
