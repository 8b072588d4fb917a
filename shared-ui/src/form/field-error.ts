import { useCallback } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { formatValidationParams, type ValidationError } from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '../i18n';
import { isValidationError } from './validators';

/**
 * The text of a validation error in the UI language: `common.validation.{key}` with its params
 * written as the language writes dates and numbers (docs/product.md §9). One place for every form, report
 * and server answer that shows a validation key.
 */
export function useValidationMessage(): (error: ValidationError) => string {
  const { t, i18n } = useSharedTranslation();
  return useCallback(
    (error: ValidationError) => t(`common.validation.${error.key}`, formatValidationParams(error.params, i18n.language)),
    [t, i18n.language],
  );
}

/**
 * The message to show under a field: only once it was touched (docs/product.md §5), translated from
 * `common.validation.{key}`. Server errors set by onSubmit show as given.
 */
export function useFieldErrorText(meta: FieldMetaState<unknown>): string | undefined {
  const { t } = useSharedTranslation();
  const validationMessage = useValidationMessage();
  if (!meta.touched) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (error === undefined || error === null || error === false) return undefined;
  if (isValidationError(error)) return validationMessage(error);
  if (typeof error === 'string') return t(error, { defaultValue: error });
  return t('common.validation.unknown');
}
