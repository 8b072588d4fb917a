import { useId, useState, type ReactElement } from 'react';
import MuiButton from '@mui/material/Button';
import { Box, Typography, useSharedTranslation } from '@compliance/shared-ui';

/** A recorded value as text: strings as they are, lists joined, anything else as JSON; none as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** Nested objects as dotted names (`theme.light.primary`), so before and after line up field by field. */
function flattened(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    fields.set(prefix, value);
    return fields;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [name, leaf] of flattened(child, prefix ? `${prefix}.${key}` : key)) fields.set(name, leaf);
  }
  return fields;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audit entry recorded, behind a button: a before/after pair as a table of the fields that
 * changed, other details as name and value. Nothing recorded, nothing shown.
 */
export function AuditDetails({ details }: { details: Record<string, unknown> }): ReactElement | null {
  const { t } = useSharedTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { before, after, ...rest } = details;
  const hasChange = 'before' in details && 'after' in details;
  const plain = hasChange ? rest : details;
  if (!hasChange && Object.keys(plain).length === 0) return null;
  const beforeFields = flattened(isObject(before) ? before : { value: before });
  const afterFields = flattened(isObject(after) ? after : { value: after });
  const changed = [...new Set([...beforeFields.keys(), ...afterFields.keys()])].filter(
    (name) => JSON.stringify(beforeFields.get(name)) !== JSON.stringify(afterFields.get(name)),
  );
  return (
    <Box sx={{ mt: 0.5 }}>
      <MuiButton size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shownNow) => !shownNow)}>
        {t(open ? 'shared.auditLog.hideDetails' : 'shared.auditLog.showDetails')}
      </MuiButton>
      {open && (
        <Box id={id} sx={{ overflowX: 'auto' }}>
          {Object.keys(plain).length > 0 && (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
              {Object.entries(plain).map(([name, value]) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {name}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {shown(value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {hasChange && (
            <Box
              component="table"
              sx={{ borderCollapse: 'collapse', mt: 1, '& th, & td': { textAlign: 'left', pr: 2, py: 0.25, verticalAlign: 'top' } }}
            >
              <caption style={{ textAlign: 'left' }}>
                <Typography component="span" variant="body2" color="text.secondary">
                  {changed.length > 0 ? t('shared.auditLog.changes') : t('shared.auditLog.noChange')}
                </Typography>
              </caption>
              {changed.length > 0 && (
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
                    {changed.map((name) => (
                      <tr key={name}>
                        <Typography component="th" scope="row" variant="body2" sx={{ fontWeight: 400 }}>
                          {name}
                        </Typography>
                        <Typography component="td" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {shown(beforeFields.get(name))}
                        </Typography>
                        <Typography component="td" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {shown(afterFields.get(name))}
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
