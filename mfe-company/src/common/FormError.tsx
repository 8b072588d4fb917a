import { useCompanyTranslation } from './namespace';
import { Alert } from '@compliance/shared-ui';

/** A form's server error (a common-namespace key), announced at once; nothing when there is none. */
export function FormError({ errorKey }: { errorKey: unknown }) {
  const { t } = useCompanyTranslation();
  if (typeof errorKey !== 'string' || errorKey === '') return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {t(errorKey, { ns: 'common' })}
    </Alert>
  );
}
