import { useFormState } from 'react-final-form';
import {
  ADDRESS_COUNTRIES,
  GENDERS,
  MEMBER_ROLES,
  birthDateLimits,
  localToday,
  MEMBER_STATUSES,
  PERMISSIONS,
  validateEmail,
  validateUsername,
  type MemberRole,
} from '@compliance/shared-contracts/browser';
import { CheckboxField, PasswordField, TextField, requiredValidator, usePermission, Grid, Typography } from '@compliance/shared-ui';
import { DateField, SelectField, TypeaheadField } from '@compliance/shared-ui/inputs';
import { PhoneField } from '@compliance/shared-ui/phone';
import { searchOrgUnits } from '../org-units/api';
import { useCompanyTranslation } from '../common/namespace';

/** Props of MemberFields. */
export interface MemberFieldsProps {
  mode: 'create' | 'edit';
  /** The role the member has now; kept selectable even when the editor may not assign it. */
  currentRole?: MemberRole;
}

/** Fields whose words a password should not be built from. */
const PERSONAL_FIELDS = ['firstName', 'lastName', 'username', 'email', 'externalCompany'] as const;

/** The initial password with its strength meter, which knows the names typed above it. */
function InitialPasswordField({ label, helperText }: { label: string; helperText: string }) {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const personalWords = PERSONAL_FIELDS.map((field) => values[field]).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return (
    <PasswordField
      name="initialPassword"
      label={label}
      autoComplete="new-password"
      helperText={helperText}
      strengthMeter={{ userInputs: personalWords }}
    />
  );
}

/** Every field of a member (docs/product.md §3), grouped: person, contact, address, access, options. */
export function MemberFields({ mode, currentRole }: MemberFieldsProps) {
  const { t } = useCompanyTranslation();
  const mayCreateSuperAdmin = usePermission([PERMISSIONS.member.createSuperAdmin]);
  const label = (field: string) => t(`fields.${field}`);
  const roles = MEMBER_ROLES.filter((role) => role !== 'super-admin' || mayCreateSuperAdmin || role === currentRole);
  const section = (key: string) => (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t(`members.form.sections.${key}`)}
      </Typography>
    </Grid>
  );
  const half = { xs: 12, md: 6 } as const;
  return (
    <Grid container columnSpacing={2}>
      {section('person')}
      <Grid size={half}>
        <TextField name="firstName" label={label('firstName')} autoComplete="off" validate={requiredValidator(label('firstName'))} />
      </Grid>
      <Grid size={half}>
        <TextField name="lastName" label={label('lastName')} autoComplete="off" validate={requiredValidator(label('lastName'))} />
      </Grid>
      <Grid size={half}>
        <DateField name="birthDate" label={label('birthDate')} {...birthDateLimits(localToday())} />
      </Grid>
      <Grid size={half}>
        <SelectField
          name="gender"
          label={label('gender')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`members.genders.${gender}`) }))}
        />
      </Grid>
      <Grid size={half}>
        <CheckboxField name="pregnant" label={t('members.specialAttributes.pregnant')} />
      </Grid>
      <Grid size={half}>
        <CheckboxField name="underage" label={t('members.specialAttributes.underage')} />
      </Grid>
      <Grid size={half}>
        <TextField name="externalCompany" label={label('externalCompany')} />
      </Grid>

      {section('contact')}
      <Grid size={12}>
        <TextField name="email" type="email" label={label('email')} autoComplete="off" validate={validateEmail} />
      </Grid>
      <Grid size={half}>
        <PhoneField name="phoneNumber" label={label('phoneNumber')} />
      </Grid>
      <Grid size={half}>
        <PhoneField name="mobileNumber" label={label('mobileNumber')} />
      </Grid>

      {section('address')}
      <Grid size={half}>
        <TextField name="street" label={label('street')} />
      </Grid>
      <Grid size={half}>
        <TextField name="additionalAddress" label={label('additionalAddress')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField name="postalCode" label={label('postalCode')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField name="city" label={label('city')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectField
          name="country"
          label={label('country')}
          options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
        />
      </Grid>

      {section('access')}
      <Grid size={half}>
        <TextField
          name="username"
          label={label('username')}
          autoComplete="off"
          validate={[requiredValidator(label('username')), validateUsername]}
          helperText={t('members.form.usernameHint')}
        />
      </Grid>
      <Grid size={half}>
        <SelectField
          name="roleIdentifier"
          label={label('roleIdentifier')}
          validate={requiredValidator(label('roleIdentifier'))}
          options={roles.map((role) => ({ value: role, label: t(`common.roles.${role}`, { ns: 'common' }) }))}
        />
      </Grid>
      {mode === 'edit' && (
        <Grid size={half}>
          <SelectField
            name="status"
            label={label('status')}
            options={MEMBER_STATUSES.map((status) => ({ value: status, label: t(`members.statuses.${status}`) }))}
          />
        </Grid>
      )}
      {mode === 'create' && (
        <>
          <Grid size={12}>
            <TypeaheadField name="orgUnits" label={label('orgUnits')} search={searchOrgUnits} />
          </Grid>
          <Grid size={half}>
            <InitialPasswordField label={label('initialPassword')} helperText={t('members.form.passwordHint')} />
          </Grid>
          <Grid size={half}>
            <PasswordField name="confirmInitialPassword" label={label('confirmInitialPassword')} autoComplete="new-password" />
          </Grid>
        </>
      )}

      {section('options')}
      <Grid size={half}>
        <CheckboxField name="createElearningTasks" label={t('members.options.createElearningTasks')} />
      </Grid>
      <Grid size={half}>
        <CheckboxField name="createRiskAssessmentTasks" label={t('members.options.createRiskAssessmentTasks')} />
      </Grid>
    </Grid>
  );
}
