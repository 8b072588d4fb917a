import type { ReactElement } from 'react';
import {
  createExecutionEndpoint,
  createRiskExecutionEndpoint,
  RISK_MEASURE_FILTERS,
  type RiskMeasureFilter,
  type RiskResultStatus,
  type RiskTaskFilter,
} from '@compliance/shared-contracts/browser';
import { useNavigate } from '@compliance/shared-ui';
import { MemberTaskCard, type ContentCardBadge, type ContentCardButton } from '@compliance/shared-ui/page';
import {
  MemberTaskCards,
  useTaskSelection,
  useTaskStart,
  type MemberTaskCardsProps,
  type TaskSelectionState,
} from '@compliance/shared-ui/member-tasks';
import { useStartTranslation } from '../common/namespace';
import { taskPaths } from '../common/paths';
import { useAnalyses, useELearningTasks } from './api';
import { FollowUpMeasures } from './FollowUpMeasures';

/** An evaluated analysis's outcome beside its status: what became of the member's answers. */
const OUTCOME_BADGE_TYPES: Record<RiskResultStatus, ContentCardBadge['type']> = {
  'measures-created': 'warning',
  'measures-agreed': 'info',
  done: 'success',
};

/** The label of a measure filter, with its count once known. */
function useMeasureFilterLabel(counts: Partial<Record<RiskTaskFilter, number>> | undefined): (filter: RiskMeasureFilter) => string {
  const { t } = useStartTranslation();
  return (filter) => {
    const name = t(`overview.filters.${filter}`);
    const count = counts?.[filter];
    return count === undefined ? name : `${name} (${count})`;
  };
}

/** Props of OverviewTaskCards. */
interface OverviewTaskCardsProps<T, Extra extends RiskMeasureFilter> {
  /** Whose texts: the E-Learnings' or the analyses'. */
  kind: 'elearnings' | 'analyses';
  tasks: MemberTaskCardsProps<T, Extra>['result'];
  selection: TaskSelectionState<Extra>;
  /** The filters beyond the bubbles, in a dropdown beside them; none for the E-Learnings. */
  filters?: readonly Extra[];
  card: (task: T) => ReactElement;
}

/** One tab's cards under its bubbles and, where it has more, its other filters. */
function OverviewTaskCards<T, Extra extends RiskMeasureFilter>({
  kind,
  tasks,
  selection,
  filters,
  card,
}: OverviewTaskCardsProps<T, Extra>) {
  const { t } = useStartTranslation();
  const labelOf = useMeasureFilterLabel(tasks.data?.counts);
  return (
    <MemberTaskCards
      result={tasks}
      selection={selection}
      filterMenu={filters && { label: t('overview.filterLabel'), filters, labelOf }}
      card={card}
      texts={{
        cardsLabel: t(`overview.${kind}.cardsLabel`),
        noTasks: t(`overview.${kind}.noTasks`),
        emptyBucket: t('overview.emptyFilter'),
      }}
    />
  );
}

/** The overview's E-Learnings tab: the member's E-Learning tasks; a card starts the course or shows its certificate. */
export function ELearningTasks(): ReactElement {
  const { t } = useStartTranslation();
  const navigate = useNavigate();
  const selection = useTaskSelection();
  const start = useTaskStart(createExecutionEndpoint, taskPaths.elearningExecution);
  const certificate = (resultUuid: string | null): ContentCardButton[] =>
    resultUuid === null
      ? []
      : [{ text: t('overview.certificate'), type: 'secondary', onClick: () => navigate(taskPaths.elearningCertificate(resultUuid)) }];
  return (
    <OverviewTaskCards
      kind="elearnings"
      tasks={useELearningTasks(selection)}
      selection={selection}
      card={(task) => (
        <MemberTaskCard key={task.taskUuid} task={task} onStart={() => start(task)} doneButtons={certificate(task.resultUuid)} />
      )}
    />
  );
}

/** The overview's risk-assessment tab: the member's analyses, each with its outcome once evaluated, then their follow-up measures. */
export function AnalysisTasks(): ReactElement {
  const { t } = useStartTranslation();
  const selection = useTaskSelection(RISK_MEASURE_FILTERS);
  const start = useTaskStart(createRiskExecutionEndpoint, taskPaths.riskExecution);
  const outcome = (status: RiskResultStatus | null): ContentCardBadge[] =>
    status === null ? [] : [{ title: t(`overview.outcomes.${status}`), type: OUTCOME_BADGE_TYPES[status] }];
  return (
    <>
      <OverviewTaskCards
        kind="analyses"
        tasks={useAnalyses(selection)}
        selection={selection}
        filters={RISK_MEASURE_FILTERS}
        card={(task) => (
          <MemberTaskCard
            key={task.taskUuid}
            task={task}
            onStart={() => start(task)}
            endedHint={t('overview.analyses.endedHint')}
            extraBadges={outcome(task.resultStatus)}
          />
        )}
      />
      <FollowUpMeasures />
    </>
  );
}
