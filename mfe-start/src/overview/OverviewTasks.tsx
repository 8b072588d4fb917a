import type { ReactElement } from 'react';
import {
  createExecutionEndpoint,
  createRiskExecutionEndpoint,
  RISK_MEASURE_FILTERS,
  type RiskMeasureFilter,
  type RiskResultStatus,
  type RiskTaskFilter,
  type TaskBucket,
} from '@compliance/shared-contracts/browser';
import { useNavigate, useSharedTranslation } from '@compliance/shared-ui';
import { MemberTaskCard, type ContentCardBadge, type ContentCardButton } from '@compliance/shared-ui/page';
import {
  MemberTaskCards,
  useTaskSelection,
  useTaskStart,
  type MemberTaskCardsProps,
  type TaskSelectionState,
} from '@compliance/shared-ui/table';
import { useStartTranslation } from '../common/namespace';
import { taskPaths } from '../common/paths';
import { useAnalyses, useELearningTasks } from './api';
import { FollowUpMeasures } from './FollowUpMeasures';

/** The task filters in the order of docs/product.md §4. */
const ELEARNING_FILTERS: readonly TaskBucket[] = ['all', 'done', 'next7Days', 'nextMonth', 'overdue'];
const ANALYSIS_FILTERS: readonly RiskTaskFilter[] = [...ELEARNING_FILTERS, ...RISK_MEASURE_FILTERS];

const isMeasureFilter = (filter: RiskTaskFilter): filter is RiskMeasureFilter => RISK_MEASURE_FILTERS.some((known) => known === filter);

/** An evaluated analysis's outcome beside its status: what became of the member's answers. */
const OUTCOME_BADGE_TYPES: Record<RiskResultStatus, ContentCardBadge['type']> = {
  'measures-created': 'warning',
  'measures-agreed': 'info',
  done: 'success',
};

/** The label of a task filter: the bubbles' words, the measure filters' own, each with its count. */
function useFilterLabel(
  counts: Partial<Record<RiskTaskFilter, number>> | undefined,
): <Filter extends RiskTaskFilter>(filter: Filter) => string {
  const { t } = useStartTranslation();
  const shared = useSharedTranslation();
  return (filter: RiskTaskFilter) => {
    const name = isMeasureFilter(filter) ? t(`overview.filters.${filter}`) : shared.t(`shared.taskBuckets.${filter}`);
    const count = counts?.[filter];
    return count === undefined ? name : `${name} (${count})`;
  };
}

/** Props of OverviewTaskCards. */
interface OverviewTaskCardsProps<T, Extra extends RiskTaskFilter> {
  /** Whose texts: the E-Learnings' or the analyses'. */
  kind: 'elearnings' | 'analyses';
  tasks: MemberTaskCardsProps<T, Extra>['result'];
  selection: TaskSelectionState<Extra>;
  filters: readonly (TaskBucket | Extra)[];
  card: (task: T) => ReactElement;
}

/** One tab's cards under its bubbles and task filters. */
function OverviewTaskCards<T, Extra extends RiskTaskFilter>({ kind, tasks, selection, filters, card }: OverviewTaskCardsProps<T, Extra>) {
  const { t } = useStartTranslation();
  const labelOf = useFilterLabel(tasks.data?.counts);
  return (
    <MemberTaskCards
      result={tasks}
      selection={selection}
      filterMenu={{ label: t('overview.filterLabel'), filters, labelOf }}
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
      filters={ELEARNING_FILTERS}
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
        filters={ANALYSIS_FILTERS}
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
