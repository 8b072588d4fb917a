import type { ReactNode } from 'react';
import { PageHeadline, Stack, usePageTitle } from '@compliance/shared-ui';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

/** Props of AreaPage. */
export interface AreaPageProps {
  /** Translated name of the area, the breadcrumb's first item after home ("Unternehmen"). */
  areaTitle: string;
  /** Translated page title: the headline, the last breadcrumb item and the window title. */
  title: string;
  /** Breadcrumb items between the area and the page itself, e.g. the list a details page belongs to. */
  crumbs?: readonly BreadcrumbItem[];
  /** Buttons at the end of the headline. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a dashboard page: breadcrumb (home, area, …), one h1 and the window title (docs/product.md §1, §2). */
export function AreaPage({ areaTitle, title, crumbs = [], actions, children }: AreaPageProps) {
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Breadcrumb items={[{ text: areaTitle }, ...crumbs, { text: title }]} />
      <PageHeadline title={title} actions={actions} />
      {children}
    </Stack>
  );
}
