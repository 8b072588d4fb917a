import type { ReactNode } from 'react';
import { PageHeadline, usePageTitle, Stack } from '@compliance/shared-ui';
import { Breadcrumb, type BreadcrumbItem } from '@compliance/shared-ui/page';
import { useCompanyTranslation } from './namespace';

/** Props of CompanyPage. */
export interface CompanyPageProps {
  /** Translated page title: the headline, the last breadcrumb item and the window title. */
  title: string;
  /** Breadcrumb items between the area and the page itself, e.g. the list a details page belongs to. */
  crumbs?: readonly BreadcrumbItem[];
  /** Buttons at the end of the headline. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every page of the area: breadcrumb (home, company, …), one h1 and the window title. */
export function CompanyPage({ title, crumbs = [], actions, children }: CompanyPageProps) {
  const { t } = useCompanyTranslation();
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Breadcrumb items={[{ text: t('area.title') }, ...crumbs, { text: title }]} />
      <PageHeadline title={title} actions={actions} />
      {children}
    </Stack>
  );
}
