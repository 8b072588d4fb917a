import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  riskRecordDocument,
  riskRecordFileName,
  type Language,
  type RiskActionExportFormat,
  type RiskRecord,
  type RiskRecordCell,
  type RiskRecordTable,
} from '@compliance/shared-contracts/browser';
import { ArrowBackIcon, Box, Button, DownloadIcon, Typography, useNavigate, useParams, usePageTitle } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { PrintLayout } from '@compliance/shared-ui/print';
import { LevelMarker, RiskLevelLegend, RiskMatrixTable } from '@compliance/shared-ui/risk-matrix';
import { useRiskTranslation } from '../common/namespace';
import { riskPaths } from '../common/paths';
import { downloadRiskActions, useRiskRecord } from './api';

const cell = { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * The record's tables: columns side by side on a wide screen and on paper; on a phone's screen each
 * row a card of label and value lines (docs/product.md §3), as the data tables show theirs, so
 * nothing is squeezed to a word per line or scrolls sideways.
 */
const RECORD_TABLE_SX = {
  borderCollapse: 'collapse',
  width: '100%',
  minWidth: '48rem',
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
  '& .record-cell-label': { display: 'none' },
  '@media screen and (max-width:599.95px)': {
    minWidth: 0,
    display: 'block',
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tbody': { display: 'grid', gap: 1.5 },
    '& tbody tr': { display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 },
    '& tbody td': { display: 'grid', gridTemplateColumns: '9.5rem minmax(0, 1fr)', gap: 1, border: 0, px: 0, py: 0.5 },
    '& .record-cell-label': { display: 'block', color: 'text.secondary', overflowWrap: 'break-word', hyphens: 'auto' },
    // An empty value is left out, as a data table's card leaves it out.
    '& tbody td:has(> span:last-child:empty)': { display: 'none' },
  },
} as const;

/** A cell as paper shows it; a factor with its level's colour beside the words. */
function PaperCell({ value }: { value: RiskRecordCell }): ReactElement {
  if (value.kind !== 'factor') return <>{value.text}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75 }}>
      <LevelMarker level={value.level} />
      {value.text}
    </Box>
  );
}

/** One table of the record with the columns paper shows (the workbook has them all). */
function RecordTable({ table }: { table: RiskRecordTable }): ReactElement {
  const headingId = `record-${table.key}`;
  const paper = table.columns.map((column, index) => ({ column, index })).filter(({ column }) => column.paper);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {table.heading}
      </Typography>
      {table.rows.length === 0 ? (
        <Typography>{table.empty}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          {/* Roles spelled out: a phone shows rows as blocks, and a table whose parts are not
              displayed as a table loses its semantics in some browsers. */}
          <Box component="table" role="table" aria-labelledby={headingId} sx={RECORD_TABLE_SX}>
            <thead role="rowgroup">
              <tr role="row">
                {paper.map(({ column }) => (
                  <Box component="th" role="columnheader" scope="col" key={column.key} sx={{ ...cell, width: `${column.share * 100}%` }}>
                    {column.label}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {table.rows.map((row, rowIndex) => (
                // Rows of the record carry no id of their own (a history step is its measure's nth).
                <Box component="tr" role="row" key={rowIndex} sx={{ breakInside: 'avoid' }}>
                  {paper.map(({ column, index }) => (
                    <Box component="td" role="cell" key={column.key} sx={cell}>
                      {/* The column's name beside the value on a phone; a screen reader has the header. */}
                      <Box component="span" aria-hidden className="record-cell-label">
                        {column.label}
                      </Box>
                      <span>
                        <PaperCell value={row[index]!} />
                      </span>
                    </Box>
                  ))}
                </Box>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** How many of the record's risks fall into each cell of its matrix, by damage severity and probability. */
const risksPerCell = (record: RiskRecord): number[][] =>
  record.result.matrix.map((row, severity) =>
    row.map(
      (_factor, probability) =>
        record.risks.filter((risk) => risk.damageSeverity === severity + 1 && risk.probability === probability + 1).length,
    ),
  );

/** A section with its heading that paper never splits across two pages. */
function KeptTogether({ id, heading, children }: { id: string; heading: string; children: ReactNode }): ReactElement {
  return (
    <Box component="section" aria-labelledby={id} sx={{ breakInside: 'avoid', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={id} variant="h6" component="h2">
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function RecordSheet({ record }: { record: RiskRecord }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const navigate = useNavigate();
  const language = i18n.language as Language;
  const uuid = record.result.riskAssessmentExecutionResultUuid;
  // Written as of when the record was read; the same builder writes the PDF and the workbook.
  const document = useMemo(() => riskRecordDocument(record, language, new Date().toISOString()), [record, language]);
  const back = () =>
    (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(riskPaths.evaluationDetails(uuid, 'risk-actions'));
  const download = (format: RiskActionExportFormat) =>
    void downloadRiskActions(uuid, format, riskRecordFileName(language, record.result.title, record.result.finishedAt, format))
      // The failure is the shell's toast.
      .catch(() => undefined);
  return (
    <PrintLayout
      orientation="landscape"
      showPrintButton
      actions={
        <>
          <Button variant="text" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mr: 'auto' }}>
            {t('print.back')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('pdf')}>
            {t('print.downloadPdf')}
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => download('xlsx')}>
            {t('print.download')}
          </Button>
        </>
      }
    >
      <Box component="article" aria-labelledby="risk-record-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Typography id="risk-record-heading" variant="h5" component="h1">
          {document.title}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          {document.facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {fact.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {document.tables.map((table) => (
          <RecordTable key={table.key} table={table} />
        ))}
        <KeptTogether id="record-matrix" heading={document.matrix.heading}>
          <RiskMatrixTable factors={record.result.matrix} caption={document.matrix.note} counts={risksPerCell(record)} />
          <RiskLevelLegend />
        </KeptTogether>
        <KeptTogether id="record-sign-off" heading={document.signOff.heading}>
          <Typography variant="body2">{document.signOff.note}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 3, mt: 3 }}>
            {document.signOff.fields.map((field) => (
              <Typography key={field} variant="body2" color="text.secondary" sx={{ borderTop: 1, borderColor: 'text.primary', pt: 0.5 }}>
                {field}
              </Typography>
            ))}
          </Box>
        </KeptTogether>
      </Box>
    </PrintLayout>
  );
}

/**
 * /dashboard/apps/risk-assessments/evaluation/details/:riskAssessmentExecutionResultUuid/risk-action-list:
 * a result's complete record on paper (landscape; the shell hides the support chat): the facts of
 * its run, every risk, every measure with its agreement and check, every step of their history,
 * the matrix it was evaluated by and a sign-off; printed, or downloaded as the server's PDF or
 * Excel workbook, which say the same.
 */
export function RiskActionListPage() {
  const { t } = useRiskTranslation();
  const { riskAssessmentExecutionResultUuid = '' } = useParams();
  usePageTitle(t('print.title'));
  const record = useRiskRecord(riskAssessmentExecutionResultUuid);
  return <Loaded result={record}>{(data) => <RecordSheet record={data} />}</Loaded>;
}
