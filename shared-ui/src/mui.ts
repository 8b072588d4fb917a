// The MUI components and icons the areas use, re-exported by the core: remotes reach MUI only
// through shared-ui (lint), so the MUI a page downloads is what shared-ui's entries and the shell
// use, once, whichever remote asks (docs/architecture.md §3). Types may still be imported from MUI itself.
export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as Grid } from '@mui/material/Grid';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { default as AddIcon } from '@mui/icons-material/Add';
export { default as ArchiveIcon } from '@mui/icons-material/Archive';
export { default as ArrowBackIcon } from '@mui/icons-material/ArrowBack';
export { default as CheckCircleIcon } from '@mui/icons-material/CheckCircleOutlineOutlined';
export { default as ContentCopyIcon } from '@mui/icons-material/ContentCopy';
export { default as DeleteForeverIcon } from '@mui/icons-material/DeleteForever';
export { default as DeleteIcon } from '@mui/icons-material/Delete';
export { default as DownloadIcon } from '@mui/icons-material/Download';
export { default as LockResetIcon } from '@mui/icons-material/LockReset';
export { default as RemoveCircleOutlineIcon } from '@mui/icons-material/RemoveCircleOutlineOutlined';
export { default as RestartAltIcon } from '@mui/icons-material/RestartAlt';
export { default as UnarchiveIcon } from '@mui/icons-material/Unarchive';
export { default as UploadFileIcon } from '@mui/icons-material/UploadFile';
export { default as VisibilityIcon } from '@mui/icons-material/Visibility';
