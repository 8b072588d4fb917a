import { MEMBER_GROUP_TYPES, validateIdentifier } from '@compliance/shared-contracts/browser';
import { TextField, requiredValidator, Grid } from '@compliance/shared-ui';
import { SelectField } from '@compliance/shared-ui/inputs';
import { useCompanyTranslation } from '../common/namespace';

/** The values of the member-group form. */
export interface GroupFormValues {
  name: string;
  memberGroupIdentifier: string;
  type: (typeof MEMBER_GROUP_TYPES)[number];
}

/** Name, identifier and one of the six group types (translated). */
export function GroupFields() {
  const { t } = useCompanyTranslation();
  const label = (field: string) => t(`fields.${field}`);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <TextField name="name" label={label('name')} validate={requiredValidator(label('name'))} />
      </Grid>
      <Grid size={12}>
        <TextField
          name="memberGroupIdentifier"
          label={label('identifier')}
          validate={[requiredValidator(label('identifier')), validateIdentifier]}
          helperText={t('forms.identifierHint')}
        />
      </Grid>
      <Grid size={12}>
        <SelectField
          name="type"
          label={label('groupType')}
          validate={requiredValidator(label('groupType'))}
          options={MEMBER_GROUP_TYPES.map((type) => ({ value: type, label: t(`groups.types.${type}`) }))}
        />
      </Grid>
    </Grid>
  );
}

/** The create and update body fields of a member group. */
export function groupFieldsOf(values: GroupFormValues) {
  return { name: values.name.trim(), memberGroupIdentifier: values.memberGroupIdentifier.trim(), type: values.type };
}

/** Server error codes shown at a field of the group form. */
export const GROUP_FIELD_ERRORS = { 'MemberGroup.IdentifierExists': 'memberGroupIdentifier' } as const;
