import { useId, useState } from 'react';
import {
  LICENSEE_IMAGE_KINDS,
  LICENSEE_IMAGE_MAX_BYTES,
  LICENSEE_IMAGE_TYPES,
  PERMISSIONS,
  type LicenseeBrandingResponse,
  type LicenseeImageKind,
} from '@compliance/shared-contracts/browser';
import {
  Box,
  Button,
  Card,
  CardContent,
  DeleteIcon,
  FormDialog,
  showToast,
  Stack,
  Typography,
  UploadFileIcon,
  useAppStore,
  useConfirmedAction,
  usePermission,
} from '@compliance/shared-ui';
import { FileField, useUploadSubmitter } from '@compliance/shared-ui/inputs';
import { LICENSEE_NAMESPACE, useLicenseeTranslation } from '../common/namespace';
import { useBrandingWrites } from './api';

// The server's refusals of the image itself show at the file too, beside the form's message.
const FILE_ERRORS = {
  'File.InvalidType': 'file',
  'File.TooLarge': 'file',
  'Licensee.ImageUnreadable': 'file',
  'Licensee.ImageTooManyPixels': 'file',
};

/** Uploading the logo or the mood image: the file checked for type and size before it is sent, then its progress. */
function UploadImageDialog({ kind, onClose }: { kind: LicenseeImageKind; onClose: () => void }) {
  const { t } = useLicenseeTranslation();
  const store = useAppStore();
  const { uploadImage } = useBrandingWrites();
  const { progress, upload } = useUploadSubmitter(FILE_ERRORS);
  const submit = async ({ file }: { file?: File | null }) => {
    const outcome = await upload((onProgress) => uploadImage(file as File, kind, onProgress));
    if ('errors' in outcome) return outcome.errors;
    showToast({ type: 'success', message: `branding.images.${kind}.uploaded`, namespace: LICENSEE_NAMESPACE }, store);
    return undefined;
  };
  return (
    <FormDialog<{ file?: File | null }>
      open
      title={t(`branding.images.${kind}.upload`)}
      initialValues={{}}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('branding.images.submit')}
    >
      {() => (
        <>
          <Typography color="text.secondary">{t(`branding.images.${kind}.advice`)}</Typography>
          <FileField
            name="file"
            label={t(`branding.images.${kind}.file`)}
            allowedTypes={LICENSEE_IMAGE_TYPES}
            maxFileSize={LICENSEE_IMAGE_MAX_BYTES}
            progress={progress}
          />
        </>
      )}
    </FormDialog>
  );
}

/** One image: what it is and where it shows, the current one (or what shows without), and its buttons. */
function ImageRow({
  kind,
  path,
  onUpload,
  onRemove,
}: {
  kind: LicenseeImageKind;
  path: string | null;
  onUpload?: () => void;
  onRemove?: () => void;
}) {
  const { t } = useLicenseeTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box
        sx={{
          height: 128,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          // The logo on the white plate the header and sign-in pages put it on.
          bgcolor: kind === 'logo' && path ? 'common.white' : 'action.hover',
          p: kind === 'logo' ? 1 : 0,
        }}
      >
        {path ? (
          <Box
            component="img"
            src={path}
            alt={t(`branding.images.${kind}.current`)}
            sx={{ width: '100%', height: '100%', objectFit: kind === 'logo' ? 'contain' : 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {t(`branding.images.${kind}.none`)}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" id={titleId} sx={{ fontWeight: 600 }}>
          {t(`branding.images.${kind}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`branding.images.${kind}.where`)}
        </Typography>
        {(onUpload || onRemove) && (
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            {onUpload && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onUpload}>
                {t(path ? `branding.images.${kind}.replace` : `branding.images.${kind}.upload`)}
              </Button>
            )}
            {onRemove && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
                {t(`branding.images.${kind}.remove`)}
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

/**
 * The licensee's logo and mood image: uploaded (PNG, JPEG or WebP; the server resizes them and
 * drops their metadata), replaced and removed by the licensee admin; advisors see them.
 */
export function ImagesCard({ branding }: { branding: LicenseeBrandingResponse }) {
  const { t } = useLicenseeTranslation();
  const canManage = usePermission([PERMISSIONS.licensee.manageBranding]);
  const { removeImage } = useBrandingWrites();
  const { ask, dialog } = useConfirmedAction();
  const [uploading, setUploading] = useState<LicenseeImageKind | null>(null);
  const remove = (kind: LicenseeImageKind) =>
    ask({
      title: t(`branding.images.${kind}.remove`),
      message: t(`branding.images.${kind}.removeMessage`),
      confirmLabel: t('branding.images.removeConfirm'),
      danger: true,
      run: () => removeImage({ kind }),
    });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('branding.images.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('branding.images.intro')}
        </Typography>
        {LICENSEE_IMAGE_KINDS.map((kind) => {
          const path = branding.images[kind];
          return (
            <ImageRow
              key={kind}
              kind={kind}
              path={path}
              onUpload={canManage ? () => setUploading(kind) : undefined}
              onRemove={canManage && path ? () => remove(kind) : undefined}
            />
          );
        })}
      </CardContent>
      {uploading && <UploadImageDialog kind={uploading} onClose={() => setUploading(null)} />}
      {dialog}
    </Card>
  );
}
