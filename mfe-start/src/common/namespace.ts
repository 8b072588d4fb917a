import { useAreaTranslation } from '@compliance/shared-ui';

/** The i18n namespace of this remote's strings, as area.ts declares it. */
export const START_NAMESPACE = 'start';

/** The `t` of this area: its own keys first, then 'common.*'. */
export const useStartTranslation = () => useAreaTranslation(START_NAMESPACE);
