import { useState } from 'react';
import { PERMISSIONS, type ELearning } from '@compliance/shared-contracts/browser';
import { Button, Paper, RequirePermission, Stack, Typography, UploadFileIcon, useNavigate } from '@compliance/shared-ui';
import { useInvalidateLists } from '@compliance/shared-ui/table';
import { ELEARNING_CATALOG } from '../catalog/api';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';
import { UploadPackageDialog } from './UploadPackageDialog';

const UPLOAD_PERMISSIONS = [PERMISSIONS.elearning.uploadPackage];

/** The catalog's "Upload a course" (the company owner's): the new course opens at its settings, to be set up and activated. */
export function UploadCourseButton() {
  const { t } = useELearningTranslation();
  const navigate = useNavigate();
  const catalogChanged = useInvalidateLists([ELEARNING_CATALOG.cacheKey]);
  const [open, setOpen] = useState(false);
  return (
    <RequirePermission permissions={UPLOAD_PERMISSIONS}>
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {t('packages.upload')}
      </Button>
      {open && (
        <UploadPackageDialog
          open
          onClose={() => setOpen(false)}
          onUploaded={(uploaded) => {
            void catalogChanged();
            navigate(elearningPaths.catalogDetails(uploaded.elearningUuid, 'settings'));
          }}
        />
      )}
    </RequirePermission>
  );
}

/** On an own course's settings: what its content is, and "Replace package" for the company owner. */
export function CourseContentCard({ elearning }: { elearning: ELearning }) {
  const { t } = useELearningTranslation();
  const [open, setOpen] = useState(false);
  if (!elearning.ownCourse) return null;
  return (
    <RequirePermission permissions={UPLOAD_PERMISSIONS}>
      <Paper variant="outlined" component="section" aria-label={t('packages.contentHeadline')} sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <div>
            <Typography variant="h6" component="h2">
              {t('packages.contentHeadline')}
            </Typography>
            <Typography>{t('packages.ownCourse')}</Typography>
          </div>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
            {t('packages.replace')}
          </Button>
        </Stack>
      </Paper>
      {open && (
        <UploadPackageDialog
          open
          replacing={{ elearningUuid: elearning.uuid, title: elearning.title }}
          onClose={() => setOpen(false)}
          onUploaded={() => undefined}
        />
      )}
    </RequirePermission>
  );
}
