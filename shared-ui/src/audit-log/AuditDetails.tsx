import { useId, useState, type ReactElement } from 'react';
import MuiButton from '@mui/material/Button';
import { readAuditDetails, shownAuditValue } from '@compliance/shared-contracts/audit-log-texts';
import { Box, Typography, useSharedTranslation } from '@compliance/shared-ui';

/**
 * What an audit entry recorded, behind a button: a before/after pair as a table of the fields that
 * changed, other details as name and value. Nothing recorded, nothing shown.
 */
export function AuditDetails({ details }: { details: Record<string, unknown> }): ReactElement | null {
  const { t } = useSharedTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { values, changes } = readAuditDetails(details);
  if (changes === null && values.length === 0) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <MuiButton size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shownNow) => !shownNow)}>
        {t(open ? 'shared.auditLog.hideDetails' : 'shared.auditLog.showDetails')}
      </MuiButton>
      {open && (
        <Box id={id} sx={{ overflowX: 'auto' }}>
          {values.length > 0 && (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
              {values.map(([name, value]) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {name}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {shownAuditValue(value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {changes !== null && (
            <Box
              component="table"
              sx={{ borderCollapse: 'collapse', mt: 1, '& th, & td': { textAlign: 'left', pr: 2, py: 0.25, verticalAlign: 'top' } }}
            >
              <caption style={{ textAlign: 'left' }}>
                <Typography component="span" variant="body2" color="text.secondary">
                  {changes.length > 0 ? t('shared.auditLog.changes') : t('shared.auditLog.noChange')}
                </Typography>
              </caption>
              {changes.length > 0 && (
                <>
                  <thead>
                    <tr>
                      <Typography component="th" scope="col" variant="body2">
                        {t('shared.auditLog.field')}
                      </Typography>
                      <Typography component="th" scope="col" variant="body2">
                        {t('shared.auditLog.before')}
                      </Typography>
                      <Typography component="th" scope="col" variant="body2">
                        {t('shared.auditLog.after')}
                      </Typography>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map(({ field, before, after }) => (
                      <tr key={field}>
                        <Typography component="th" scope="row" variant="body2" sx={{ fontWeight: 400 }}>
                          {field}
                        </Typography>
                        <Typography component="td" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {shownAuditValue(before)}
                        </Typography>
                        <Typography component="td" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {shownAuditValue(after)}
                        </Typography>
                      </tr>
                    ))}
                  </tbody>
                </>
              )}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
