import { useAreaTranslation } from '@compliance/shared-ui';

/** The i18n namespace of this remote's strings, as area.ts declares it. */
export const LICENSEE_NAMESPACE = 'licensee';

/** The `t` of this area: its own keys first, then 'common.*' (roles, validation, error codes). */
export const useLicenseeTranslation = () => useAreaTranslation(LICENSEE_NAMESPACE);
