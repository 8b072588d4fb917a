import { useTranslation } from 'react-i18next';

/** The i18n namespace of this remote's strings, as area.ts declares it. */
export const COMPANY_NAMESPACE = 'company';

/** The `t` of this area: its own keys first, then 'common.*' (roles, validation, error codes). */
export function useCompanyTranslation() {
  return useTranslation([COMPANY_NAMESPACE, 'common'], { nsMode: 'fallback' });
}
