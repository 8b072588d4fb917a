import { useAreaTranslation } from '@compliance/shared-ui';

/** The i18n namespace of this remote's strings, as area.ts declares it. */
export const COMPANY_NAMESPACE = 'company';

/** The `t` of this area: its own keys first, then 'common.*' (roles, validation, error codes). */
export const useCompanyTranslation = () => useAreaTranslation(COMPANY_NAMESPACE);
