import {
  ADDRESS_COUNTRIES,
  LOCATION_TYPES,
  parseFormNumber,
  validateIdentifier,
  validateMin,
  validateZipcode,
  type Location,
  type LocationFields as LocationBody,
  type LocationType,
  type ValidationError,
} from '@compliance/shared-contracts/browser';
import { TextField, requiredValidator, useAuthority, Grid } from '@compliance/shared-ui';
import { type TypeaheadOption, SelectField, TypeaheadField } from '@compliance/shared-ui/inputs';
import { memberOptionOf, searchMembers } from '@compliance/shared-ui/inputs';
import { useCompanyTranslation } from '../common/namespace';
import { blankToNull } from '../members/member-form';

/** The values of the location form. */
export interface LocationFormValues {
  name: string;
  locationIdentifier: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  locationType: LocationType;
  floorSpace: string;
  responsibleMembers: TypeaheadOption[];
}

/** A fresh location form: a branch in Germany. */
export const NEW_LOCATION_VALUES: Partial<LocationFormValues> = { countryCode: 'DE', locationType: 'branch', responsibleMembers: [] };

/** Floor space: a number (dot or comma decimals) of at least 0 m². */
function validateFloorSpace(value: string | undefined): ValidationError | undefined {
  if (!value?.trim()) return undefined;
  return parseFormNumber(value) === undefined ? { key: 'numeric' } : validateMin(value, 0);
}

/** The postal code must fit the chosen country (docs/product.md §5). */
export function validateLocationForm(values: LocationFormValues): Partial<Record<keyof LocationFormValues, ValidationError>> {
  const zipcode = validateZipcode(values.postalCode, values.countryCode || 'DE');
  return zipcode ? { postalCode: zipcode } : {};
}

/** Name, identifier, address, type, floor space and responsible members of a location. */
export function LocationFields() {
  const { t } = useCompanyTranslation();
  const label = (field: string) => t(`fields.${field}`);
  const half = { xs: 12, md: 6 } as const;
  // Scope is granted, never taken: only admins change who is responsible.
  const locked = !useAuthority().grantsScope;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={half}>
        <TextField name="name" label={label('name')} validate={requiredValidator(label('name'))} />
      </Grid>
      <Grid size={half}>
        <TextField
          name="locationIdentifier"
          label={label('identifier')}
          validate={[requiredValidator(label('identifier')), validateIdentifier]}
          helperText={t('forms.identifierHint')}
        />
      </Grid>
      <Grid size={12}>
        <TextField name="street" label={label('street')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField name="postalCode" label={label('postalCode')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField name="city" label={label('city')} validate={requiredValidator(label('city'))} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectField
          name="countryCode"
          label={label('country')}
          options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <SelectField
          name="locationType"
          label={label('locationType')}
          validate={requiredValidator(label('locationType'))}
          options={LOCATION_TYPES.map((type) => ({ value: type, label: t(`locations.types.${type}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <TextField name="floorSpace" label={label('floorSpace')} validate={validateFloorSpace} />
      </Grid>
      <Grid size={12} sx={{ mt: 1 }}>
        <TypeaheadField name="responsibleMembers" label={label('responsibleMembers')} search={searchMembers} disabled={locked} />
      </Grid>
    </Grid>
  );
}

/** The form values of a stored location. */
export function locationFormValuesOf(location: Location): LocationFormValues {
  return {
    name: location.name,
    locationIdentifier: location.locationIdentifier,
    street: location.street ?? '',
    postalCode: location.postalCode ?? '',
    city: location.city ?? '',
    countryCode: location.countryCode,
    locationType: location.locationType,
    floorSpace: location.floorSpace === null ? '' : String(location.floorSpace),
    responsibleMembers: location.responsibleMembers.map(memberOptionOf),
  };
}

/** The create and update body fields of a location. */
export function locationBodyOf(values: LocationFormValues): LocationBody {
  return {
    name: values.name.trim(),
    locationIdentifier: values.locationIdentifier.trim(),
    street: blankToNull(values.street),
    postalCode: blankToNull(values.postalCode),
    city: values.city.trim(),
    countryCode: (values.countryCode || 'DE').toUpperCase(),
    locationType: values.locationType,
    floorSpace: parseFormNumber(values.floorSpace) ?? null,
    responsibleMemberUuids: (values.responsibleMembers ?? []).map((option) => option.value),
  };
}

/** Server error codes shown at a field of the location form. */
export const LOCATION_FIELD_ERRORS = { 'Location.IdentifierExists': 'locationIdentifier' } as const;
