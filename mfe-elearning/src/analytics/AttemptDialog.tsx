import type { ReactElement, ReactNode } from 'react';
import {
  INTERACTION_RESULTS,
  formatDateTime,
  formatTimeSpent,
  type AttemptActivity,
  type AttemptInteraction,
  type AttemptObjective,
  type ELearningExecutionDetails,
} from '@compliance/shared-contracts/browser';
import { Alert, AppDialog, Box, Link, Paper, Stack, Typography, useNavigate } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';
import { useExecutionDetails } from './api';
import { attemptStateOf, scoreText } from './attempt-words';

/** Props of AttemptDialog. */
export interface AttemptDialogProps {
  executionUuid: string;
  memberName: string;
  onClose: () => void;
}

/** A label and its value; false where the record has nothing to say. */
type Fact = readonly [string, ReactNode] | false;

/**
 * Label and value pairs as a description list: labels in a column as wide as the longest (at most
 * 45 %), values beside them; facts given as false are left out.
 */
function Facts({ facts }: { facts: readonly Fact[] }): ReactElement {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'fit-content(45%) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {facts
        .filter((fact) => fact !== false)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word', minWidth: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function useWords() {
  const { t, i18n } = useELearningTranslation();
  const percent = (value: number | null) => (value === null ? t('analytics.attempt.none') : scoreText(value, i18n.language));
  const moment = (value: string | null) => (value === null ? t('analytics.attempt.none') : formatDateTime(value, i18n.language));
  return { t, percent, moment };
}

function ObjectiveLine({ objective }: { objective: AttemptObjective }): ReactElement {
  const { t, percent } = useWords();
  const parts = [
    t(`analytics.attempt.completion.${objective.completionStatus}`),
    t(`analytics.attempt.success.${objective.successStatus}`),
    ...(objective.scorePercent === null ? [] : [percent(objective.scorePercent)]),
  ];
  return (
    <li>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{objective.description ?? objective.id}</strong>: {parts.join(' · ')}
      </Typography>
    </li>
  );
}

function InteractionLine({ interaction }: { interaction: AttemptInteraction }): ReactElement {
  const { t } = useWords();
  const { result } = interaction;
  const resultWord =
    result === null
      ? t('analytics.attempt.none')
      : (INTERACTION_RESULTS as readonly string[]).includes(result)
        ? t(`analytics.attempt.results.${result}`)
        : result;
  const facts: Fact[] = [
    [t('analytics.attempt.interaction.response'), interaction.learnerResponse ?? t('analytics.attempt.none')],
    interaction.correctResponses.length > 0 && [t('analytics.attempt.interaction.correct'), interaction.correctResponses.join(' | ')],
    [t('analytics.attempt.interaction.result'), resultWord],
    // A type beyond the book's vocabulary shows as the content wrote it.
    interaction.type !== null && [
      t('analytics.attempt.interaction.type'),
      t(`analytics.attempt.types.${interaction.type}`, { defaultValue: interaction.type }),
    ],
    interaction.latencySeconds !== null && [t('analytics.attempt.interaction.latency'), formatTimeSpent(interaction.latencySeconds)],
    interaction.time !== null && [t('analytics.attempt.interaction.time'), interaction.time],
  ];
  return (
    <Box component="li" sx={{ mb: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {interaction.description ?? interaction.id}
      </Typography>
      <Facts facts={facts} />
    </Box>
  );
}

/** One activity of the attempt: a cluster as a heading line, a leaf with its figures, objectives and interactions. */
function ActivitySection({ activity }: { activity: AttemptActivity }): ReactElement {
  const { t, percent, moment } = useWords();
  const status = t(`execution.status.${activity.status}`);
  if (!activity.launchable) {
    return (
      <Typography variant="subtitle2" component="p" sx={{ pl: activity.depth * 2 }}>
        {activity.title} · {status}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label={activity.title} sx={{ p: 1.5, ml: { xs: 0, sm: activity.depth * 2 } }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {activity.title}
      </Typography>
      <Facts
        facts={[
          [t('analytics.fields.state'), status],
          [t('analytics.fields.score'), percent(activity.scorePercent)],
          [t('analytics.fields.timeSpent'), formatTimeSpent(activity.secondsSpent)],
          [t('analytics.attempt.attemptCount'), String(activity.attemptCount)],
          [t('analytics.attempt.lastCommitAt'), moment(activity.lastCommitAt)],
        ]}
      />
      {activity.objectives.length > 0 && (
        <>
          <Typography variant="body2" component="h5" sx={{ fontWeight: 600, mt: 1 }}>
            {t('analytics.attempt.objectives')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {activity.objectives.map((objective) => (
              <ObjectiveLine key={objective.id} objective={objective} />
            ))}
          </Box>
        </>
      )}
      {activity.interactions.length > 0 && (
        <>
          <Typography variant="body2" component="h5" sx={{ fontWeight: 600, mt: 1 }}>
            {t('analytics.attempt.interactions')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {activity.interactions.map((interaction, index) => (
              <InteractionLine key={`${interaction.id}-${index}`} interaction={interaction} />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

function AttemptRecord({ attempt }: { attempt: ELearningExecutionDetails }): ReactElement {
  const { t, percent, moment } = useWords();
  const navigate = useNavigate();

  const certificate =
    attempt.resultUuid === null || attempt.certificateNumber === null ? (
      t('analytics.attempt.none')
    ) : (
      <Link component="button" type="button" onClick={() => navigate(elearningPaths.certificate(attempt.resultUuid!))}>
        {attempt.certificateNumber}
      </Link>
    );
  return (
    <Stack spacing={2}>
      <Typography>{attempt.title}</Typography>
      {attempt.completedQuickly && (
        <Alert severity="warning">
          {t('analytics.attempt.quick', { time: formatTimeSpent(attempt.secondsSpent), minutes: attempt.durationMinutes })}
        </Alert>
      )}
      <Facts
        facts={[
          [t('analytics.fields.state'), t(`analytics.states.${attemptStateOf(attempt)}`)],
          [t('analytics.fields.startedAt'), moment(attempt.startedAt)],
          [t('analytics.attempt.lastCommitAt'), moment(attempt.lastCommitAt)],
          [t('analytics.fields.completedAt'), moment(attempt.completedAt)],
          attempt.resetAt !== null && [t('analytics.attempt.resetAt'), moment(attempt.resetAt)],
          [t('analytics.fields.score'), percent(attempt.scorePercent)],
          [t('analytics.fields.timeSpent'), formatTimeSpent(attempt.secondsSpent)],
          [t('analytics.fields.certificate'), certificate],
        ]}
      />
      <Typography variant="h6" component="h3">
        {t('analytics.attempt.activities')}
      </Typography>
      <Stack spacing={1}>
        {attempt.activities.map((activity) => (
          <ActivitySection key={activity.id} activity={activity} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * An attempt as an admin reads it (issue 70): the figures of the list, a mark when it was completed
 * in under a quarter of the course's stated duration, and each lesson's status, score, time,
 * objectives and the learner's answers, as the content reported them.
 */
export function AttemptDialog({ executionUuid, memberName, onClose }: AttemptDialogProps): ReactElement {
  const { t } = useELearningTranslation();
  const details = useExecutionDetails(executionUuid);
  return (
    <AppDialog
      open
      title={t('analytics.attempt.title', { name: memberName })}
      width="50rem"
      onClose={onClose}
      closeLabel={t('analytics.attempt.close')}
    >
      <Loaded result={details}>{(attempt) => <AttemptRecord attempt={attempt} />}</Loaded>
    </AppDialog>
  );
}
