import {
  MEMBER_IMPORT_PASSWORD_MODES,
  MEMBER_IMPORT_USERNAME_OPTIONS,
  type MemberImportOptions,
  type MemberImportPasswordMode,
  type MemberImportUsernameOption,
} from '@compliance/shared-contracts/browser';
import { useCompanyTranslation } from '../common/namespace';
import { FormControl, FormControlLabel, FormLabel, Stack } from '@compliance/shared-ui';
import { Radio, RadioGroup } from '@compliance/shared-ui/inputs';

/** Props of ImportOptions. */
export interface ImportOptionsProps {
  value: MemberImportOptions;
  onChange: (value: MemberImportOptions) => void;
  disabled?: boolean;
}

const isUsernameOption = (value: string): value is MemberImportUsernameOption =>
  (MEMBER_IMPORT_USERNAME_OPTIONS as readonly string[]).includes(value);
const isPasswordMode = (value: string): value is MemberImportPasswordMode =>
  (MEMBER_IMPORT_PASSWORD_MODES as readonly string[]).includes(value);

/** Where usernames come from and how imported members get a password, as two radio groups. */
export function ImportOptions({ value, onChange, disabled }: ImportOptionsProps) {
  const { t } = useCompanyTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
      <FormControl disabled={disabled}>
        <FormLabel id="member-import-username-option">{t('import.options.username')}</FormLabel>
        <RadioGroup
          aria-labelledby="member-import-username-option"
          value={value.usernameOption}
          onChange={(event) => isUsernameOption(event.target.value) && onChange({ ...value, usernameOption: event.target.value })}
        >
          {MEMBER_IMPORT_USERNAME_OPTIONS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`import.options.usernameOptions.${option === 'column' ? 'column' : 'generated'}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl disabled={disabled}>
        <FormLabel id="member-import-password-mode">{t('import.options.password')}</FormLabel>
        <RadioGroup
          aria-labelledby="member-import-password-mode"
          value={value.passwordMode}
          onChange={(event) => isPasswordMode(event.target.value) && onChange({ ...value, passwordMode: event.target.value })}
        >
          {MEMBER_IMPORT_PASSWORD_MODES.map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`import.options.passwordModes.${mode}`)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
