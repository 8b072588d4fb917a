import { AreaPage, type AreaPageProps } from '@compliance/shared-ui/page';
import { useStartTranslation } from './namespace';

/** The frame of every page of the area: breadcrumb (home, start, …), one h1 and the window title. */
export function StartPage(props: Omit<AreaPageProps, 'areaTitle'>) {
  const { t } = useStartTranslation();
  return <AreaPage areaTitle={t('area.title')} {...props} />;
}
