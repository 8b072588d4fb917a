import { useMemo, useState } from 'react';
import { formatFileSize, LANGUAGES, PERMISSIONS, type Template } from '@compliance/shared-contracts/browser';
import { DeleteIcon, DownloadIcon, UploadFileIcon, useConfirmedAction } from '@compliance/shared-ui';
import { AreaPage } from '@compliance/shared-ui/page';
import {
  choiceFilter,
  ServerDataTable,
  useDateCell,
  useServerTable,
  type DataTableColumn,
  type DataTableRowAction,
  type TableFilterConfig,
} from '@compliance/shared-ui/table';
import { useStartTranslation } from '../common/namespace';
import { TEMPLATES, useTemplateWrites } from './api';
import { UploadTemplateDialog } from './UploadTemplateDialog';

/**
 * /dashboard/apps/templates: the client's templates and its licensee's, searchable by name and
 * filterable by language, each downloadable; admins upload the client's own and delete them.
 */
export function TemplatesPage() {
  const { t, i18n } = useStartTranslation();
  const date = useDateCell();
  const table = useServerTable(TEMPLATES);
  const { remove } = useTemplateWrites();
  const { ask, dialog } = useConfirmedAction();
  const [uploading, setUploading] = useState(false);

  const columns = useMemo<DataTableColumn<Template>[]>(
    () => [
      { name: 'name', label: t('templates.columns.name'), sortable: true },
      {
        name: 'fileType',
        label: t('templates.columns.fileType'),
        sortable: true,
        formatter: (value) => t(`templates.fileTypes.${String(value)}`),
      },
      {
        name: 'sizeBytes',
        label: t('templates.columns.size'),
        sortable: true,
        alignment: 'right',
        width: 120,
        formatter: (value) => (typeof value === 'number' ? formatFileSize(value, i18n.language) : ''),
      },
      {
        name: 'language',
        label: t('templates.columns.language'),
        sortable: true,
        formatter: (value) => t(`templates.languages.${String(value)}`),
      },
      {
        name: 'provider',
        label: t('templates.columns.provider'),
        sortable: true,
        priority: 3,
        formatter: (value) => t(`templates.providers.${String(value)}`),
      },
      {
        name: 'uploadedAt',
        label: t('templates.columns.uploadedAt'),
        sortable: true,
        width: 140,
        formatter: date,
      },
    ],
    [t, i18n.language, date],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('templates.search') },
      choiceFilter('language', t('templates.columns.language'), t('templates.allLanguages'), LANGUAGES, (language) =>
        t(`templates.languages.${language}`),
      ),
    ],
    [t],
  );
  const confirmDelete = (template: Template) =>
    ask({
      title: t('templates.delete.title'),
      message: t('templates.delete.message', { name: template.name }),
      confirmLabel: t('templates.delete.action'),
      danger: true,
      // The call's own success toast says it was deleted: one toast per action.
      run: () => remove({ templateUuid: template.uuid }),
    });
  const rowActions: DataTableRowAction<Template>[] = [
    // A link with the session's cookie: the browser saves the file under the name the server gives.
    { icon: <DownloadIcon />, label: t('templates.download'), href: (row) => row.fileUrl, download: true },
    {
      icon: <DeleteIcon />,
      label: t('templates.delete.action'),
      permissions: [PERMISSIONS.templates.manage],
      // The licensee's templates are the licensee's to change.
      hidden: (row) => !row.deletable,
      onClick: confirmDelete,
    },
  ];

  return (
    <AreaPage areaTitle={t('nav.groups.apps')} title={t('templates.title')}>
      <ServerDataTable<Template>
        tableId={TEMPLATES.tableId}
        label={t('templates.title')}
        columns={columns}
        emptyText={t('templates.empty')}
        filters={filters}
        initialState={TEMPLATES.initialState}
        actions={[
          {
            label: t('templates.upload.title'),
            icon: <UploadFileIcon />,
            permissions: [PERMISSIONS.templates.manage],
            onClick: () => setUploading(true),
          },
        ]}
        rowActions={rowActions}
        table={table}
      />
      {dialog}
      {uploading && <UploadTemplateDialog onClose={() => setUploading(false)} />}
    </AreaPage>
  );
}
