import { useId, useState } from 'react';
import { type ProfileSetting } from '@compliance/shared-contracts/browser';
import {
  eventBus,
  profileSettingsOf,
  Alert,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Stack,
  Typography,
} from '@compliance/shared-ui';
import { Radio, RadioGroup } from '@compliance/shared-ui/inputs';
import { useAuthTranslation } from '../namespace';
import { saveProfileSetting, useProfileSetting } from './api';

/** The radio value standing for "no choice": follow the system colour scheme or browser language (docs/product.md §4). */
export const SYSTEM_CHOICE = 'system';

type Theme = NonNullable<ProfileSetting['frontendStyle']['theme']>;
type LanguageCode = NonNullable<ProfileSetting['languageCode']>;
const THEMES: readonly Theme[] = ['light', 'dark'];

/** Tells the shell to switch theme and language now; null follows the system / browser. */
export function applySetting(setting: ProfileSetting): void {
  eventBus.emit('profile:settings-changed', profileSettingsOf(setting));
}

interface ChoiceGroupProps {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
}

/** A labelled radio group (fieldset and legend), operable with the arrow keys. */
function ChoiceGroup({ label, name, value, options, disabled, onChange }: ChoiceGroupProps) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup name={name} value={value} aria-labelledby={labelId} onChange={(_event, next) => onChange(next)} row>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The settings tab: theme and language, applied at once and saved (null = follow system or browser). */
export function SettingsTab() {
  const { t } = useAuthTranslation();
  const { data: setting, error: loadError, mutate } = useProfileSetting();
  const [saving, setSaving] = useState(false);

  const change = async (next: ProfileSetting) => {
    if (!setting) return;
    const previous: ProfileSetting = { frontendStyle: setting.frontendStyle, languageCode: setting.languageCode };
    applySetting(next);
    setSaving(true);
    try {
      const shown = { ...setting, ...next };
      await mutate(
        async () => {
          await saveProfileSetting(next);
          return shown;
        },
        { optimisticData: shown, rollbackOnError: true, revalidate: false },
      );
    } catch {
      // Not saved: the cache went back to what is stored; so does the shell (the error toast explains).
      applySetting(previous);
    } finally {
      setSaving(false);
    }
  };

  if (loadError)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void mutate()}>
            {t('profile.settings.retry')}
          </Button>
        }
      >
        {t('profile.settings.loadFailed')}
      </Alert>
    );
  if (!setting) return null;

  const current: ProfileSetting = { frontendStyle: setting.frontendStyle, languageCode: setting.languageCode };
  const themeOptions = [SYSTEM_CHOICE, ...THEMES].map((value) => ({ value, label: t(`profile.settings.themes.${value}`) }));
  const languageOptions = [SYSTEM_CHOICE, ...setting.availableLanguages].map((value) => ({
    value,
    label: t(`profile.settings.languages.${value}`, { defaultValue: value }),
  }));

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id="profile-settings" gutterBottom>
          {t('profile.settings.headline')}
        </Typography>
        <Stack component="form" noValidate aria-labelledby="profile-settings" spacing={3} onSubmit={(event) => event.preventDefault()}>
          <Typography color="text.secondary">{t('profile.settings.hint')}</Typography>
          <ChoiceGroup
            label={t('profile.settings.theme')}
            name="theme"
            value={setting.frontendStyle.theme ?? SYSTEM_CHOICE}
            options={themeOptions}
            disabled={saving}
            onChange={(value) => void change({ ...current, frontendStyle: { theme: value === SYSTEM_CHOICE ? null : (value as Theme) } })}
          />
          <ChoiceGroup
            label={t('profile.settings.language')}
            name="languageCode"
            value={setting.languageCode ?? SYSTEM_CHOICE}
            options={languageOptions}
            disabled={saving}
            onChange={(value) => void change({ ...current, languageCode: value === SYSTEM_CHOICE ? null : (value as LanguageCode) })}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
