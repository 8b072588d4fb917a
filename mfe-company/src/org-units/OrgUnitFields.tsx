import { validateIdentifier, type OrgUnit, type OrgUnitFields as OrgUnitBody } from '@compliance/shared-contracts/browser';
import { CheckboxField, TextField, requiredValidator, useAuthority, Grid } from '@compliance/shared-ui';
import { type TypeaheadOption, TypeaheadField } from '@compliance/shared-ui/inputs';
import { memberOptionOf, searchMembers } from '@compliance/shared-ui/inputs';
import { searchOrgUnits } from './api';
import { useCompanyTranslation } from '../common/namespace';

/** The values of the org-unit form. */
export interface OrgUnitFormValues {
  orgUnitName: string;
  orgUnitIdentifier: string;
  parent: TypeaheadOption[];
  isRoot: boolean;
  isDefault: boolean;
  accountables: TypeaheadOption[];
  admins: TypeaheadOption[];
}

/** A fresh org-unit form. */
export const NEW_ORG_UNIT_VALUES: Partial<OrgUnitFormValues> = {
  parent: [],
  isRoot: false,
  isDefault: false,
  accountables: [],
  admins: [],
};

// Accountables must be admins or super-admins (docs/product.md §5): the typeahead offers only those.
const searchAccountables = (term: string) => searchMembers(term, ['admin', 'super-admin']);
const searchOuAdmins = (term: string) => searchMembers(term, ['ou-admin']);

/** Name, identifier (lowercase letters, digits, minus), parent, root and default flags, accountables and ou-admins. */
export function OrgUnitFields() {
  const { t } = useCompanyTranslation();
  // Scope is granted, never taken: only admins change the default flag and the unit's people.
  const locked = !useAuthority().grantsScope;
  const label = (field: string) => t(`fields.${field}`);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <TextField name="orgUnitName" label={label('orgUnitName')} validate={requiredValidator(label('orgUnitName'))} />
      </Grid>
      <Grid size={12}>
        <TextField
          name="orgUnitIdentifier"
          label={label('orgUnitIdentifier')}
          validate={[requiredValidator(label('orgUnitIdentifier')), validateIdentifier]}
          helperText={t('forms.identifierHint')}
        />
      </Grid>
      <Grid size={12} sx={{ mt: 2 }}>
        <TypeaheadField name="parent" label={label('parentOrgUnit')} search={searchOrgUnits} maxSelections={1} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CheckboxField name="isRoot" label={label('isRoot')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CheckboxField name="isDefault" label={t('orgUnits.form.isDefault')} disabled={locked} />
      </Grid>
      <Grid size={12} sx={{ mt: 1 }}>
        <TypeaheadField
          name="accountables"
          label={label('accountables')}
          search={searchAccountables}
          helperText={t('orgUnits.form.accountablesHint')}
          disabled={locked}
        />
      </Grid>
      <Grid size={12} sx={{ mt: 2 }}>
        <TypeaheadField name="admins" label={label('ouAdmins')} search={searchOuAdmins} disabled={locked} />
      </Grid>
    </Grid>
  );
}

/** The form values of a stored org unit; `parentName` labels its parent chip. */
export function orgUnitFormValuesOf(unit: OrgUnit, parentName: string | undefined): OrgUnitFormValues {
  return {
    orgUnitName: unit.orgUnitName,
    orgUnitIdentifier: unit.orgUnitIdentifier,
    parent: unit.parentUuid ? [{ value: unit.parentUuid, label: parentName ?? unit.parentUuid }] : [],
    isRoot: unit.isRoot,
    isDefault: unit.isDefault,
    accountables: unit.accountables.map(memberOptionOf),
    admins: unit.admins.map(memberOptionOf),
  };
}

/** The create and update body fields of an org unit. */
export function orgUnitBodyOf(values: OrgUnitFormValues): OrgUnitBody {
  return {
    orgUnitName: values.orgUnitName.trim(),
    orgUnitIdentifier: values.orgUnitIdentifier.trim(),
    parentUuid: values.parent?.[0]?.value ?? null,
    isRoot: Boolean(values.isRoot),
    isDefault: Boolean(values.isDefault),
    accountableUuids: (values.accountables ?? []).map((option) => option.value),
    adminUuids: (values.admins ?? []).map((option) => option.value),
  };
}

/** Server error codes shown at a field of the org-unit form. */
export const ORG_UNIT_FIELD_ERRORS = {
  'OrgUnit.IdentifierExists': 'orgUnitIdentifier',
  'OrgUnit.RootExists': 'isRoot',
  'OrgUnit.ParentInvalid': 'parent',
  'OrgUnit.AccountableNotAdmin': 'accountables',
} as const;
