import type { ReactNode } from 'react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { type BreadcrumbItem } from '@compliance/shared-ui/page';
import { ServerDataTable, type ServerDataTableProps } from '@compliance/shared-ui/table';
import { CompanyPage } from './CompanyPage';

/** Props of EntityListPage: the page's title and crumbs, the server table, and the DataTable's own settings. */
export interface EntityListPageProps<R extends GridValidRowModel> extends Omit<ServerDataTableProps<R>, 'label' | 'emptyText'> {
  title: string;
  crumbs?: readonly BreadcrumbItem[];
  /** Accessible name of the grid. */
  tableLabel: string;
  /** Translated text of an empty result. */
  emptyText: string;
  /** Dialogs of the page (create, confirm), rendered after the table. */
  children?: ReactNode;
}

/** The list page of an entity: breadcrumb and headline, then its server-paged table with filters and actions. */
export function EntityListPage<R extends GridValidRowModel>({
  title,
  crumbs,
  tableLabel,
  emptyText,
  table,
  children,
  ...tableProps
}: EntityListPageProps<R>) {
  return (
    <CompanyPage title={title} crumbs={crumbs}>
      <ServerDataTable<R> {...tableProps} label={tableLabel} emptyText={emptyText} table={table} />
      {children}
    </CompanyPage>
  );
}
