import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  DEFAULT_MAX_UPLOAD_FILES,
  MAX_UPLOAD_BYTES,
  UPLOAD_FILE_TYPES,
  errorCodeOf,
  formatFileSize,
  selectUploadFiles,
  uploadAcceptAttribute,
  type UploadFileType,
} from '@compliance/shared-contracts/browser';
import { DEFAULT_UPLOAD_FIELD, uploadFile, type UploadResponse } from './upload-request';
import { useSharedTranslation, addLoadingError, hideAllLoaders, setLoader, showToast, useAppStore } from '@compliance/shared-ui';

/** Pause between two uploads (docs/product.md §9). */
export const UPLOAD_SPACING_MS = 250;
/** Error code recorded when a failed upload names none (docs/product.md §7). */
export const DEFAULT_UPLOAD_ERROR_CODE = 'Dashboard.Exception';

/** Upload states of docs/product.md §4. */
export type UploadStatus = 'selected' | 'uploading' | 'done' | 'error';

/** One file of an uploader (docs/product.md §3). */
export interface UploadEntry {
  id: number;
  file: File;
  status: UploadStatus;
  progress: number;
  response?: UploadResponse;
  errorCode?: string;
}

/** Props of FileUploader. */
export interface FileUploaderProps {
  /** Endpoint the files are posted to. */
  url: string;
  /** Translated label of the choose button; shared.fileUpload.choose by default. */
  label?: string;
  fieldName?: string;
  /** Extra text fields sent with every file. */
  params?: Readonly<Record<string, string>>;
  allowedTypes?: readonly UploadFileType[];
  /** Bytes; 5 MB by default. */
  maxFileSize?: number;
  /** Files the field takes; 1 by default. */
  maxFiles?: number;
  /** Upload as soon as files are chosen instead of on the upload button. */
  autoUpload?: boolean;
  /** Loader the uploads drive and failed codes are recorded against. */
  loaderId?: string;
  /** Called after each finished file, successful or not. */
  onUploaded?: (entry: UploadEntry) => void;
  /** Called once every queued file finished. */
  onComplete?: (entries: UploadEntry[]) => void;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const isOk = (status: number): boolean => status >= 200 && status < 300;

/**
 * Chooses and uploads files (docs/product.md §5, §7): type, size and count limits, duplicates ignored,
 * one file at a time 250 ms apart with progress; failures record the response's error code.
 */
export function FileUploader({
  url,
  label,
  fieldName = DEFAULT_UPLOAD_FIELD,
  params,
  allowedTypes = UPLOAD_FILE_TYPES,
  maxFileSize = MAX_UPLOAD_BYTES,
  maxFiles = DEFAULT_MAX_UPLOAD_FILES,
  autoUpload = false,
  loaderId = 'fileUpload',
  onUploaded,
  onComplete,
}: FileUploaderProps): ReactElement {
  const { t, i18n } = useSharedTranslation();
  const store = useAppStore();
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseLabel = label ?? t('shared.fileUpload.choose');
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const entriesRef = useRef<UploadEntry[]>([]);
  const nextId = useRef(1);
  const busy = useRef(false);

  const commit = (next: UploadEntry[]): void => {
    entriesRef.current = next;
    setEntries(next);
  };
  const patch = (id: number, change: Partial<UploadEntry>): UploadEntry | undefined => {
    commit(entriesRef.current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
    return entriesRef.current.find((entry) => entry.id === id);
  };

  const uploadAll = async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    const finished: UploadEntry[] = [];
    try {
      let first = true;
      for (const queued of entriesRef.current.filter((entry) => entry.status === 'selected')) {
        // Spacing the requests keeps the server's per-session rate limit and import locks happy.
        if (!first) await wait(UPLOAD_SPACING_MS);
        first = false;
        patch(queued.id, { status: 'uploading', progress: 0 });
        setLoader(loaderId, 'save', store);
        const response = await uploadFile({
          url,
          file: queued.file,
          fieldName,
          params,
          onProgress: (progress) => patch(queued.id, { progress }),
        });
        let done: UploadEntry | undefined;
        if (isOk(response.head.status)) {
          setLoader(loaderId, 'hide', store);
          done = patch(queued.id, { status: 'done', progress: 100, response });
        } else {
          const errorCode = errorCodeOf(response.body) ?? DEFAULT_UPLOAD_ERROR_CODE;
          hideAllLoaders(store);
          addLoadingError(loaderId, errorCode, store);
          showToast({ type: 'danger', message: 'shared.fileUpload.errors.uploadError', params: { name: queued.file.name } }, store);
          done = patch(queued.id, { status: 'error', response, errorCode });
        }
        if (done) {
          finished.push(done);
          onUploaded?.(done);
        }
      }
    } finally {
      busy.current = false;
    }
    if (finished.length) onComplete?.(finished);
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>): void => {
    const picked = Array.from(event.target.files ?? []);
    // Clearing lets the same file be picked again after removing it.
    event.target.value = '';
    const current = entriesRef.current.map((entry) => entry.file);
    const selection = selectUploadFiles(current, picked, { allowedTypes, maxFileSize, maxFiles });
    for (const rejection of selection.rejected) {
      showToast({ type: 'danger', message: `shared.fileUpload.errors.${rejection.reason}`, params: { name: rejection.file.name } }, store);
    }
    const kept = entriesRef.current.filter((entry) => selection.files.includes(entry.file));
    const added = selection.accepted.map<UploadEntry>((file) => ({ id: nextId.current++, file, status: 'selected', progress: 0 }));
    commit([...kept, ...added]);
    if (autoUpload && added.length) void uploadAll();
  };

  const remove = (id: number): void => commit(entriesRef.current.filter((entry) => entry.id !== id));
  const hasSelected = entries.some((entry) => entry.status === 'selected');
  const uploading = entries.some((entry) => entry.status === 'uploading');

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {/* A real button opening the hidden input: a <label> may not take the button role
            (axe aria-allowed-role), and the input keeps the name for assistive technology. */}
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading} onClick={() => fileInput.current?.click()}>
          {chooseLabel}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={chooseLabel}
          multiple={maxFiles > 1}
          accept={uploadAcceptAttribute(allowedTypes)}
          onChange={onFiles}
          disabled={uploading}
        />
        {!autoUpload && (
          <Button variant="contained" onClick={() => void uploadAll()} disabled={!hasSelected || uploading}>
            {t('shared.fileUpload.upload')}
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('shared.fileUpload.allowedTypes', { types: allowedTypes.join(', '), size: formatFileSize(maxFileSize, i18n.language) })}
      </Typography>
      {entries.length > 0 && (
        <List dense>
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              secondaryAction={
                entry.status === 'selected' ? (
                  <IconButton
                    edge="end"
                    aria-label={t('shared.fileUpload.remove', { name: entry.file.name })}
                    onClick={() => remove(entry.id)}
                  >
                    <CloseIcon />
                  </IconButton>
                ) : undefined
              }
              sx={{ flexDirection: 'column', alignItems: 'stretch' }}
            >
              <Typography variant="body2">
                {entry.file.name} ({formatFileSize(entry.file.size, i18n.language)}) – {t(`shared.fileUpload.status.${entry.status}`)}
              </Typography>
              {(entry.status === 'uploading' || entry.status === 'done') && (
                <LinearProgress variant="determinate" value={entry.progress} aria-label={entry.file.name} />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
