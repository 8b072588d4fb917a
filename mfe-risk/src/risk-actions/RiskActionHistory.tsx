import { useId, type ReactElement } from 'react';
import { formatDate, formatDateTime, type MemberReference, type RiskActionEvent } from '@compliance/shared-contracts/browser';
import { Box, Typography } from '@compliance/shared-ui';
import { useRiskTranslation } from '../common/namespace';

/** Who took a step, by name; `nobody` for the seed or a member since deleted. */
export const stepMemberName = (member: MemberReference | null, nobody: string) =>
  member ? `${member.firstName} ${member.lastName}` : nobody;

/** When a step was taken, as the history shows it. */
export const stepTime = (at: string, language: string) => formatDateTime(at, language);

/** What a version of the measure said: title, type, responsible, due date, the factor expected after it (and why it is higher). */
function VersionContent({ content }: { content: NonNullable<RiskActionEvent['content']> }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const lines = [
    [t('actions.fields.title'), content.title],
    ...(content.description ? [[t('actions.fields.description'), content.description]] : []),
    [t('actions.fields.measureType'), t(`common.riskActionExport.types.${content.measureType}`)],
    ...(content.typeReason ? [[t('actions.fields.typeReason'), content.typeReason]] : []),
    [t('actions.fields.responsible'), stepMemberName(content.responsible, t('actions.noResponsible'))],
    [t('actions.fields.dueDate'), formatDate(content.dueDate, i18n.language)],
    [t('actions.fields.expectedRiskFactor'), String(content.expectedRiskFactor)],
    ...(content.expectedRiskReason ? [[t('actions.fields.expectedRiskReason'), content.expectedRiskReason]] : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One step in words: what happened, to which version, when and by whom, and why. */
function HistoryStep({ step }: { step: RiskActionEvent }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const heading = t(`actions.history.kinds.${step.kind}`, {
    version: step.version,
    at: stepTime(step.at, i18n.language),
    by: stepMemberName(step.by, t('actions.history.nobody')),
  });
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>{heading}</Typography>
      {step.reason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('actions.history.reason', { reason: step.reason })}
        </Typography>
      )}
      {step.content && <VersionContent content={step.content} />}
      {step.check && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('actions.history.check', {
            date: formatDate(step.check.checkDate, i18n.language),
            result: t(step.check.effective ? 'actions.effective.yes' : 'actions.effective.no'),
            reviewer: stepMemberName(step.check.reviewer, t('actions.history.nobody')),
          })}
          {step.check.note && ` – ${step.check.note}`}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Every step of a measure, oldest first, as it was taken: each version with what it said, each
 * agreement, check and the cancellation, with who and when (issue 71: history never rewritten).
 */
export function RiskActionHistory({ history }: { history: readonly RiskActionEvent[] }): ReactElement {
  const { t } = useRiskTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('actions.history.headline')}
      </Typography>
      <Box component="ol" aria-label={t('actions.history.headline')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {history.map((step, index) => (
          <HistoryStep key={index} step={step} />
        ))}
      </Box>
    </Box>
  );
}
