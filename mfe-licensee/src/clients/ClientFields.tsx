import {
  ADDRESS_COUNTRIES,
  CLIENT_MAX_MEMBERS_LIMIT,
  validateClientIdentifier,
  validateEmail,
  validateMax,
  validateMin,
  validateNumeric,
  validateUsername,
  validateZipcode,
  type CreateLicenseeClientBody,
  type LicenseeClientDetails,
  type LicenseeClientFields,
  type ValidationError,
} from '@compliance/shared-contracts/browser';
import { Grid, requiredValidator, TextField, Typography } from '@compliance/shared-ui';
import { SelectField } from '@compliance/shared-ui/inputs';
import { useLicenseeTranslation } from '../common/namespace';

/** The values of the client form (master data and member limit), as typed. */
export interface ClientFormValues {
  name: string;
  street: string;
  additional: string;
  postalCode: string;
  city: string;
  country: string;
  maxMembers: string;
}

/** The values of the new-client form: the company ID and the first super-admin beside the client's. */
export interface NewClientFormValues extends ClientFormValues {
  clientIdentifier: string;
  adminFirstName: string;
  adminLastName: string;
  adminUsername: string;
  adminEmail: string;
}

/** A new client's form: in Germany, for up to 100 members. */
export const NEW_CLIENT_VALUES: Partial<NewClientFormValues> = { country: 'DE', maxMembers: '100' };

/** The postal code must fit the chosen country (docs/product.md §5). */
export function validateClientForm(values: ClientFormValues): Partial<Record<keyof ClientFormValues, ValidationError>> {
  const zipcode = validateZipcode(values.postalCode, values.country || 'DE');
  return zipcode ? { postalCode: zipcode } : {};
}

const blankToNull = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

/** The update body's fields of the client form. */
export function clientFieldsOf(values: ClientFormValues): LicenseeClientFields {
  return {
    name: values.name.trim(),
    street: blankToNull(values.street),
    additional: blankToNull(values.additional),
    postalCode: blankToNull(values.postalCode),
    city: blankToNull(values.city),
    country: values.country || 'DE',
    maxMembers: Number(values.maxMembers),
  };
}

/** The create body of the new-client form. */
export function newClientBodyOf(values: NewClientFormValues): CreateLicenseeClientBody {
  return {
    ...clientFieldsOf(values),
    clientIdentifier: values.clientIdentifier.trim().toLowerCase(),
    admin: {
      firstName: values.adminFirstName.trim(),
      lastName: values.adminLastName.trim(),
      username: values.adminUsername.trim(),
      email: values.adminEmail.trim(),
    },
  };
}

/** The form values of a stored client. */
export function clientFormValuesOf(client: LicenseeClientDetails): ClientFormValues {
  return {
    name: client.name,
    street: client.street ?? '',
    additional: client.additional ?? '',
    postalCode: client.postalCode ?? '',
    city: client.city ?? '',
    country: client.country,
    maxMembers: String(client.maxMembers),
  };
}

/** Server error codes shown at a field of the client forms. */
export const CLIENT_FIELD_ERRORS = {
  'Client.IdentifierExists': 'clientIdentifier',
  'Client.MaxMembersBelowMemberCount': 'maxMembers',
} as const;

/** The countries a client's address may be in, and the one it has (an older entry may name another). */
function useCountryOptions(current: string | undefined) {
  const { i18n } = useLicenseeTranslation();
  const names = new Intl.DisplayNames([i18n.language.replace('_', '-')], { type: 'region' });
  const codes: string[] = [...ADDRESS_COUNTRIES];
  if (current && !codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
}

/** Name, address and member limit of a client. */
export function ClientFields({ country }: { country?: string }) {
  const { t } = useLicenseeTranslation();
  const label = (field: string) => t(`clients.fields.${field}`);
  const countries = useCountryOptions(country);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextField name="name" label={label('name')} validate={requiredValidator(label('name'))} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          name="maxMembers"
          label={label('maxMembers')}
          validate={[
            requiredValidator(label('maxMembers')),
            validateNumeric,
            (value: string) => validateMin(value, 1),
            (value: string) => validateMax(value, CLIENT_MAX_MEMBERS_LIMIT),
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name="street" label={label('street')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name="additional" label={label('additional')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField name="postalCode" label={label('postalCode')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField name="city" label={label('city')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectField name="country" label={label('country')} validate={requiredValidator(label('country'))} options={countries} />
      </Grid>
    </Grid>
  );
}

/** The company ID and the first super-admin of a new client. */
export function NewClientOwnerFields() {
  const { t } = useLicenseeTranslation();
  const label = (field: string) => t(`clients.fields.${field}`);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <TextField
          name="clientIdentifier"
          label={label('clientIdentifier')}
          validate={[
            requiredValidator(label('clientIdentifier')),
            (value: string) => validateClientIdentifier(value?.trim().toLowerCase()),
          ]}
          helperText={t('clients.create.identifierHint')}
        />
      </Grid>
      <Grid size={12}>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
          {t('clients.create.ownerHeadline')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('clients.create.ownerHint')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name="adminFirstName" label={label('firstName')} validate={requiredValidator(label('firstName'))} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name="adminLastName" label={label('lastName')} validate={requiredValidator(label('lastName'))} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          name="adminUsername"
          label={label('username')}
          validate={[requiredValidator(label('username')), (value: string) => validateUsername(value?.trim())]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          name="adminEmail"
          label={label('email')}
          type="email"
          validate={[requiredValidator(label('email')), (value: string) => validateEmail(value?.trim())]}
        />
      </Grid>
    </Grid>
  );
}
