import { useState, type ReactElement } from 'react';
import { PERMISSIONS, RISK_ANSWER_SCALE, type RiskDetails } from '@compliance/shared-contracts/browser';
import { AddIcon, AppDialog, Box, Button, LinearProgress, Typography, usePermission } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { RiskFactor } from '../common/RiskLevel';
import { useRiskTranslation } from '../common/namespace';
import { RiskActionDialog } from '../risk-actions/RiskActionDialog';
import { RiskActionsTable } from '../risk-actions/RiskActionsTable';
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

function RiskContent({ risk }: { risk: RiskDetails }): ReactElement {
  const { t } = useRiskTranslation();
  const canManage = usePermission([PERMISSIONS.riskAssessment.manageRiskActions]);
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
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
          <RiskFactor factor={risk.riskFactor} />
        </Typography>
        <Typography component="dt">{t('fields.status')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {t(`riskStatuses.${risk.status}`)}
        </Typography>
      </Box>
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
      <RiskActionsTable
        tableId="risk-measures"
        riskAssessmentExecutionResultUuid={risk.riskAssessmentExecutionResultUuid}
        riskUuid={risk.riskUuid}
      />
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
