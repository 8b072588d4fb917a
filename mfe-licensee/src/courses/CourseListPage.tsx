import { useMemo, useState } from 'react';
import { formatDuration, PERMISSIONS, type Language, type LicenseeCourseRow } from '@compliance/shared-contracts/browser';
import { AddIcon, PageHeadline, Stack, useNavigate, usePageTitle, VisibilityIcon } from '@compliance/shared-ui';
import { ServerDataTable, useDateCell, useServerTable, type DataTableColumn, type TableFilterConfig } from '@compliance/shared-ui/table';
import { useLicenseeTranslation } from '../common/namespace';
import { backOfficePaths } from '../common/paths';
import { COURSE_LIST } from './api';
import { UploadCourseDialog } from './UploadCourseDialog';

/** A course's text in the page's language (English texts fall back to German on the server already). */
export const courseText = (course: Pick<LicenseeCourseRow, 'texts'>, language: string, field: 'title' | 'category') =>
  course.texts[(language === 'en_GB' ? 'en_GB' : 'de_DE') satisfies Language][field];

/**
 * /licensee/courses: the licensee's SCORM courses with search and sort; the licensee admin uploads
 * a new course here and opens a course to describe it, give it a new version or change its offer.
 */
export function CourseListPage() {
  const { t, i18n } = useLicenseeTranslation();
  const navigate = useNavigate();
  const table = useServerTable(COURSE_LIST);
  const dateCell = useDateCell();
  const [uploading, setUploading] = useState(false);
  usePageTitle(t('courses.title'));

  const columns = useMemo<DataTableColumn<LicenseeCourseRow>[]>(
    () => [
      {
        name: 'title',
        label: t('courses.fields.title'),
        sortable: true,
        click: (row) => navigate(backOfficePaths.course(row.uuid)),
        formatter: (_value, row) => courseText(row, i18n.language, 'title'),
      },
      { name: 'category', label: t('courses.fields.category'), formatter: (_value, row) => courseText(row, i18n.language, 'category') },
      { name: 'scormVersion', label: t('courses.fields.scormVersion'), width: 100, priority: 3 },
      {
        name: 'durationMinutes',
        label: t('courses.fields.duration'),
        alignment: 'right',
        width: 120,
        formatter: (value) => (typeof value === 'number' ? formatDuration(value) : ''),
      },
      { name: 'offeredTo', label: t('courses.fields.offeredTo'), formatter: (value) => t(`courses.offer.${String(value)}`) },
      { name: 'clientCount', label: t('courses.fields.clients'), sortable: true, alignment: 'right', width: 110 },
      { name: 'versionCount', label: t('courses.fields.versions'), alignment: 'right', width: 110, priority: 3 },
      { name: 'updatedAt', label: t('courses.fields.updatedAt'), sortable: true, formatter: (value) => dateCell(value) },
    ],
    [t, i18n.language, navigate, dateCell],
  );
  const filters = useMemo<TableFilterConfig[]>(() => [{ name: 'search', type: 'search', label: t('courses.search') }], [t]);

  return (
    <Stack spacing={2}>
      <PageHeadline title={t('courses.title')} />
      <ServerDataTable<LicenseeCourseRow>
        tableId={COURSE_LIST.tableId}
        label={t('courses.tableLabel')}
        columns={columns}
        filters={filters}
        initialState={COURSE_LIST.initialState}
        emptyText={t('courses.empty')}
        actions={[
          {
            label: t('courses.upload.title'),
            icon: <AddIcon />,
            permissions: [PERMISSIONS.licensee.manageCourses],
            onClick: () => setUploading(true),
          },
        ]}
        rowActions={[{ icon: <VisibilityIcon />, label: t('courses.open'), href: (row) => backOfficePaths.course(row.uuid) }]}
        table={table}
      />
      {uploading && (
        <UploadCourseDialog onClose={() => setUploading(false)} onUploaded={({ uuid }) => navigate(backOfficePaths.course(uuid))} />
      )}
    </Stack>
  );
}
