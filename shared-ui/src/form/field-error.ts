import type { FieldMetaState } from 'react-final-form';
import { useSharedTranslation } from '../i18n';
import { isValidationError } from './validators';

/**
 * The message to show under a field: only once it was touched (SPEC §5), translated from
 * `common.validation.{key}`. Server errors set by onSubmit show as given.
 */
export function useFieldErrorText(meta: FieldMetaState<unknown>): string | undefined {
  const { t } = useSharedTranslation();
  if (!meta.touched) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (error === undefined || error === null || error === false) return undefined;
  if (isValidationError(error)) return t(`common.validation.${error.key}`, { ...error.params });
  if (typeof error === 'string') return t(error, { defaultValue: error });
  return t('common.validation.unknown');
}
