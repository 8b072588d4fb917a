import { generateUsername } from '@compliance/shared-contracts/browser';
import { AutoFill, FormDialog, useSubmitHandler } from '@compliance/shared-ui';
import { useCompanyTranslation } from '../common/namespace';
import { MemberFields } from './MemberFields';
import { UsernameAvailability } from './UsernameAvailability';
import { useMemberWrites } from './api';
import { MEMBER_FIELD_ERRORS, NEW_MEMBER_VALUES, createMemberBodyOf, validateMemberForm, type MemberFormValues } from './member-form';

/** Props of CreateMemberDialog. */
export interface CreateMemberDialogProps {
  onClose: () => void;
  /** Called with the new member's uuid. */
  onCreated?: (uuid: string) => void;
}

const suggestUsername = (values: MemberFormValues) => generateUsername(values.firstName ?? '', values.lastName ?? '');

/**
 * "Mitarbeiter anlegen" (50rem): every field of the create body, the username generated as
 * first.last until edited and checked for availability, validated as the server validates.
 */
export function CreateMemberDialog({ onClose, onCreated }: CreateMemberDialogProps) {
  const { t } = useCompanyTranslation();
  const labels = { initialPassword: t('fields.initialPassword'), confirmInitialPassword: t('fields.confirmInitialPassword') };
  const { create } = useMemberWrites();
  const submit = useSubmitHandler((values: MemberFormValues) => create(createMemberBodyOf(values)), {
    fields: MEMBER_FIELD_ERRORS,
    onDone: (result) => onCreated?.(result.uuid),
  });
  return (
    <FormDialog<MemberFormValues>
      open
      title={t('members.create.title')}
      width="50rem"
      initialValues={NEW_MEMBER_VALUES}
      validate={(values) => validateMemberForm(values, labels, true)}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('members.create.submit')}
    >
      {() => (
        <>
          <AutoFill<MemberFormValues> target="username" suggest={suggestUsername} />
          <UsernameAvailability />
          <MemberFields mode="create" />
        </>
      )}
    </FormDialog>
  );
}
