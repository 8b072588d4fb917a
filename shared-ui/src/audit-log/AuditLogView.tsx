import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import useSWR from 'swr';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  AUDIT_AREAS,
  DEFAULT_LANGUAGE,
  formatDateTime,
  isLanguage,
  type AuditLogEntry,
  type AuditLogRequest,
  type exportClientAuditLogEndpoint,
  type exportLicenseeAuditLogEndpoint,
  type readClientAuditLogEndpoint,
  type readLicenseeAuditLogEndpoint,
} from '@compliance/shared-contracts/browser';
import { auditLogFileName } from '@compliance/shared-contracts/audit-log-texts';
import { apiRequest, Box, FilterForm, Stack, TextField, Typography, useSharedTranslation } from '@compliance/shared-ui';
import { DateField, SelectField } from '@compliance/shared-ui/inputs';
import { saveFile } from '@compliance/shared-ui/print';
import { AuditDetails } from './AuditDetails';
import { registerAuditLogTranslations } from './translations';

/** The filter as the form holds it: '' or null for "any". */
interface AuditLogFilterValues {
  person: string;
  area: string;
  from: string | null;
  to: string | null;
}

const NO_FILTER: AuditLogFilterValues = { person: '', area: '', from: null, to: null };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The request's filter from the form's values; a day still being typed is left out, not sent. */
function requestFilter(values: AuditLogFilterValues): AuditLogRequest['filter'] {
  const filter: AuditLogRequest['filter'] = {};
  if (values.person.trim()) filter.person = values.person.trim();
  if ((AUDIT_AREAS as readonly string[]).includes(values.area)) filter.area = values.area as (typeof AUDIT_AREAS)[number];
  if (values.from && ISO_DAY.test(values.from)) filter.from = values.from;
  if (values.to && ISO_DAY.test(values.to)) filter.to = values.to;
  return filter;
}

/** Props of AuditLogView. */
export interface AuditLogViewProps {
  /** The log read: the company's (its owner) or the licensee staff's (the licensee admin). */
  endpoint: typeof readClientAuditLogEndpoint | typeof readLicenseeAuditLogEndpoint;
  /** Its export as an Excel workbook, of the filter shown; none, no export. */
  exportEndpoint?: typeof exportClientAuditLogEndpoint | typeof exportLicenseeAuditLogEndpoint;
  /** Whether each entry names its client (the licensee's log spans its clients). */
  showClient?: boolean;
}

/** The export's button: the filter's every entry as an xlsx file, the button busy while it is written. */
function ExportButton({
  endpoint,
  filter,
}: {
  endpoint: NonNullable<AuditLogViewProps['exportEndpoint']>;
  /** The filter to export, read at the click. */
  filter: () => AuditLogRequest['filter'];
}): ReactElement {
  const { t, i18n } = useSharedTranslation();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
      saveFile(await apiRequest(endpoint, { body: { filter: filter() } }), auditLogFileName(language, new Date()));
    } catch {
      // apiRequest showed the error; the button offers the export again.
    } finally {
      setExporting(false);
    }
  };
  return (
    <MuiButton variant="outlined" onClick={() => void download()} disabled={exporting} aria-busy={exporting}>
      {t(exporting ? 'shared.auditLog.export.exporting' : 'shared.auditLog.export.download')}
    </MuiButton>
  );
}

/** One entry: when, who and as whom, what, where, and what the server kept of it. */
function AuditEntry({ entry, showClient }: { entry: AuditLogEntry; showClient: boolean }) {
  const { t, i18n } = useSharedTranslation();
  const who = entry.actor.name ?? (entry.actor.kind === 'none' ? t('shared.auditLog.system') : t('shared.auditLog.deletedAccount'));
  const action = t(`shared.auditLog.actions.${entry.action}`, { defaultValue: entry.action });
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {action}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {t(`shared.auditLog.areas.${entry.area}`)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
        <Typography component="span" variant="body2">
          <time dateTime={entry.at}>{formatDateTime(new Date(entry.at), i18n.language)}</time>
        </Typography>
        <Typography component="span" variant="body2">
          {entry.actor.username ? t('shared.auditLog.actorWithUsername', { name: who, username: entry.actor.username }) : who}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`shared.auditLog.actingAs.${entry.actingAs}`)} />
        {showClient && entry.clientName && (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('shared.auditLog.inClient', { client: entry.clientName })}
          </Typography>
        )}
      </Stack>
      <AuditDetails details={entry.details} />
    </Box>
  );
}

/**
 * The audit log, newest first: filters by person, area and days; 50 entries a page, older ones
 * loaded below on request (keyset pagination: what is written meanwhile never shifts a page).
 */
export function AuditLogView({ endpoint, exportEndpoint, showClient = false }: AuditLogViewProps): ReactElement {
  const { t, i18n } = useSharedTranslation();
  // Before anything below renders a text of the log: synchronous, once per i18next instance.
  useMemo(() => registerAuditLogTranslations(i18n), [i18n]);
  const [filter, setFilter] = useState<AuditLogRequest['filter']>({});
  const shownValues = useRef<AuditLogFilterValues>(NO_FILTER);
  const first = useSWR([endpoint.path, JSON.stringify(filter)], () => apiRequest(endpoint, { body: { filter } }), {
    revalidateOnFocus: false,
  });
  const [older, setOlder] = useState<{ items: AuditLogEntry[]; next: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // A new filter or a fresh first page starts the list anew.
  useEffect(() => setOlder(null), [first.data]);

  const items = [...(first.data?.items ?? []), ...(older?.items ?? [])];
  const next = older ? older.next : (first.data?.next ?? null);
  const loadOlder = async () => {
    if (!next) return;
    setLoadingOlder(true);
    try {
      const page = await apiRequest(endpoint, { body: { filter, after: next } });
      setOlder((shown) => ({ items: [...(shown?.items ?? []), ...page.items], next: page.next }));
    } catch {
      // apiRequest showed the error; the entries shown stay, and the button offers the page again.
    } finally {
      setLoadingOlder(false);
    }
  };
  const areaOptions = [
    { value: '', label: t('shared.auditLog.allAreas') },
    ...AUDIT_AREAS.map((area) => ({ value: area, label: t(`shared.auditLog.areas.${area}`) })),
  ];
  return (
    <Stack spacing={2}>
      <FilterForm<AuditLogFilterValues> initialValues={NO_FILTER} onChange={(values) => setFilter(requestFilter(values))}>
        {({ values }) => {
          // The export takes the filter as the fields show it now: the list follows 500 ms after the last edit.
          shownValues.current = values;
          return (
            <>
              <Box sx={{ flex: '1 1 14rem' }}>
                <TextField name="person" label={t('shared.auditLog.person')} helperText={t('shared.auditLog.personHelp')} />
              </Box>
              <Box sx={{ flex: '1 1 12rem' }}>
                <SelectField name="area" label={t('shared.auditLog.area')} options={areaOptions} />
              </Box>
              <Box sx={{ flex: '1 1 10rem' }}>
                <DateField name="from" label={t('shared.auditLog.from')} />
              </Box>
              <Box sx={{ flex: '1 1 10rem' }}>
                <DateField name="to" label={t('shared.auditLog.to')} />
              </Box>
            </>
          );
        }}
      </FilterForm>
      {exportEndpoint && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <ExportButton endpoint={exportEndpoint} filter={() => requestFilter(shownValues.current)} />
        </Stack>
      )}
      {first.error ? (
        <Typography role="alert">{t('shared.auditLog.failed')}</Typography>
      ) : !first.data ? (
        <Typography role="status">{t('shared.auditLog.loading')}</Typography>
      ) : items.length === 0 ? (
        <Typography>{Object.keys(filter).length > 0 ? t('shared.auditLog.noneMatching') : t('shared.auditLog.none')}</Typography>
      ) : (
        <Box component="ol" aria-label={t('shared.auditLog.entries')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((entry) => (
            <AuditEntry key={entry.uuid} entry={entry} showClient={showClient} />
          ))}
        </Box>
      )}
      {next && (
        <Box>
          <MuiButton variant="outlined" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {t('shared.auditLog.older')}
          </MuiButton>
        </Box>
      )}
    </Stack>
  );
}
