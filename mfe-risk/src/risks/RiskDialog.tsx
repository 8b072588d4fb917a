import { useState, type ReactElement } from 'react';
import { PERMISSIONS, RISK_ANSWER_SCALE, formatDate, type RiskDetails } from '@compliance/shared-contracts/browser';
import { AddIcon, Alert, AppDialog, Box, Button, LinearProgress, Typography, usePermission } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { RiskFactor } from '@compliance/shared-ui/risk-matrix';
import { useRiskTranslation } from '../common/namespace';
import { RiskActionDialog } from '../risk-actions/RiskActionDialog';
import { useRiskMeasures } from '../risk-actions/api';
import { useRiskResult } from '../evaluation/api';
import { useRiskDetails } from './api';

/** How often each answer was given, as counts with a bar each: the group's answer, never one person's. */
function AnswerCounts({ risk }: { risk: RiskDetails }): ReactElement {
  const { t } = useRiskTranslation();
  const total = risk.answerCounts.reduce((sum, count) => sum + count, 0);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content', alignItems: 'center', gap: 1, m: 0 }}>
      {RISK_ANSWER_SCALE.map((answer, index) => {
        const count = risk.answerCounts[index] ?? 0;
        return (
          <Box key={answer} sx={{ display: 'contents' }}>
            <Typography component="dt">{t(`execution.answers.${answer}`)}</Typography>
            <LinearProgress variant="determinate" value={total === 0 ? 0 : (count / total) * 100} aria-hidden />
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {count}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The measures against the risk, one line each: what, by when, its status in words; edited in the measures tab. */
function RiskMeasures({ risk }: { risk: RiskDetails }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const measures = useRiskMeasures(risk.riskAssessmentExecutionResultUuid, risk.riskUuid);
  return (
    <Loaded result={measures}>
      {({ items }) =>
        items.length === 0 ? (
          <Typography color="text.secondary">{t('risks.noMeasures')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('risks.measuresHeadline')} sx={{ m: 0, pl: 3 }}>
            {items.map((action) => (
              <li key={action.riskActionUuid}>
                <Typography>
                  {t('risks.measureLine', {
                    title: action.title,
                    type: t(`common.riskActionExport.types.${action.measureType}`),
                    date: formatDate(action.dueDate, i18n.language),
                    status: t(`common.riskActionExport.statuses.${action.status}`),
                  })}
                  {action.overdue && ` (${t('common.riskActionExport.overdue')})`}
                </Typography>
              </li>
            ))}
          </Box>
        )
      }
    </Loaded>
  );
}

/**
 * Why the factor is above the matrix's cell: how many answers met a hazard of the highest severity
 * (docs/areas/risk-assessments.md); the cell from the matrix the result was evaluated by.
 */
function RaisedBySeverity({ risk }: { risk: RiskDetails }): ReactElement {
  const { t } = useRiskTranslation();
  const matrix = useRiskResult(risk.riskAssessmentExecutionResultUuid).data?.matrix;
  const total = risk.answerCounts.reduce((sum, count) => sum + count, 0);
  const met = total - (risk.answerCounts[0] ?? 0);
  const cell = matrix?.[risk.damageSeverity - 1]?.[risk.probability - 1];
  return (
    <Alert severity="warning" role="note">
      <Typography component="h3" variant="subtitle2">
        {t('risks.raisedHeadline')}
      </Typography>
      {t(cell === undefined ? 'risks.raisedTextWithoutCell' : 'risks.raisedText', { count: met, total, cell })}
    </Alert>
  );
}

function RiskContent({ risk }: { risk: RiskDetails }): ReactElement {
  const { t } = useRiskTranslation();
  const canManage = usePermission([PERMISSIONS.riskAssessment.manageRiskActions]);
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{risk.section}</Typography>
      {risk.hint !== '' && <Typography color="text.secondary">{risk.hint}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
        <Typography component="dt">{t('risks.fields.damageSeverity')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {risk.damageSeverity}
        </Typography>
        <Typography component="dt">{t('risks.fields.probability')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {risk.probability}
        </Typography>
        <Typography component="dt">{t('risks.fields.riskFactor')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <RiskFactor factor={risk.riskFactor} raised={risk.raisedBySeverity} />
        </Typography>
        <Typography component="dt">{t('fields.status')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {t(`common.riskActionExport.riskStatuses.${risk.status}`)}
        </Typography>
      </Box>
      {risk.raisedBySeverity && <RaisedBySeverity risk={risk} />}
      <Typography variant="subtitle1" component="h3">
        {t('risks.answersHeadline')}
      </Typography>
      <AnswerCounts risk={risk} />
      <Typography variant="subtitle1" component="h3">
        {t('risks.notesHeadline')}
      </Typography>
      {risk.notes.length === 0 ? (
        <Typography color="text.secondary">{t('risks.noNotes')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {risk.notes.map((note, index) => (
            // Notes carry no id: who wrote them is not kept, and their order is sorted, not written.
            <li key={index}>
              <Typography>{note}</Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle1" component="h3">
          {t('risks.measuresHeadline')}
        </Typography>
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('actions.create')}
          </Button>
        )}
      </Box>
      <RiskMeasures risk={risk} />
      {adding && (
        <RiskActionDialog riskUuid={risk.riskUuid} riskTitle={risk.title} riskFactor={risk.riskFactor} onClose={() => setAdding(false)} />
      )}
    </Box>
  );
}

/** One risk of a result: its figures, how the group answered, the notes without authors, and its measures. */
export function RiskDialog({ riskUuid, title, onClose }: { riskUuid: string; title: string; onClose: () => void }): ReactElement {
  const risk = useRiskDetails(riskUuid);
  return (
    <AppDialog open title={title} width="50rem" onClose={onClose}>
      <Loaded result={risk}>{(data) => <RiskContent risk={data} />}</Loaded>
    </AppDialog>
  );
}
