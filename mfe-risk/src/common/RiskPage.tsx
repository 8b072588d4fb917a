import { AreaPage, type AreaPageProps } from '@compliance/shared-ui/page';
import { useRiskTranslation } from './namespace';

/** The frame of every page of the area: breadcrumb (home, risk assessments, …), one h1 and the window title. */
export function RiskPage(props: Omit<AreaPageProps, 'areaTitle'>) {
  const { t } = useRiskTranslation();
  return <AreaPage areaTitle={t('area.title')} {...props} />;
}
