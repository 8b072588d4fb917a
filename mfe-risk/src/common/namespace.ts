import { useAreaTranslation } from '@compliance/shared-ui';

/** The i18n namespace of this remote's strings, as area.ts declares it. */
export const RISK_NAMESPACE = 'risk';

/** The `t` of this area: its own keys first, then 'common.*' (roles, validation, error codes, the export's labels). */
export const useRiskTranslation = () => useAreaTranslation(RISK_NAMESPACE);
