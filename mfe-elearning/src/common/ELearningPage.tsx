import { AreaPage, type AreaPageProps } from '@compliance/shared-ui/page';
import { useELearningTranslation } from './namespace';

/** The frame of every page of the area: breadcrumb (home, E-Learnings, …), one h1 and the window title. */
export function ELearningPage(props: Omit<AreaPageProps, 'areaTitle'>) {
  const { t } = useELearningTranslation();
  return <AreaPage areaTitle={t('area.title')} {...props} />;
}
