import { AreaPage, type AreaPageProps } from '@compliance/shared-ui/page';
import { useCompanyTranslation } from './namespace';

/** The frame of every page of the area: breadcrumb (home, company, …), one h1 and the window title. */
export function CompanyPage(props: Omit<AreaPageProps, 'areaTitle'>) {
  const { t } = useCompanyTranslation();
  return <AreaPage areaTitle={t('area.title')} {...props} />;
}
