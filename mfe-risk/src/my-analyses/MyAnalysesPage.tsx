import type { ReactElement } from 'react';
import { formatDate, type RiskMemberTask } from '@compliance/shared-contracts/browser';
import { ContentCard, type ContentCardBadge, type ContentCardButton } from '@compliance/shared-ui/page';
import { MemberTaskCards, useTaskSelection, useTaskStart } from '@compliance/shared-ui/table';
import { RiskPage } from '../common/RiskPage';
import { riskPaths } from '../common/paths';
import { useRiskTranslation } from '../common/namespace';
import { startRiskExecution } from '../execution/api';
import { MEMBER_TASKS_PER_PAGE, useRiskMemberTasks } from './api';

/** An analysis's status as a badge: a word with an icon colour beside it (docs/product.md §1). */
const STATUS_BADGE_TYPES: Record<RiskMemberTask['status'], ContentCardBadge['type']> = {
  completed: 'success',
  ended: 'default',
  inprogress: 'info',
  due: 'warning',
  overdue: 'error',
};

function AnalysisCard({ task, onStart }: { task: RiskMemberTask; onStart: (task: RiskMemberTask) => void }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const date = (value: string) => formatDate(value, i18n.language, 'medium');
  const open = task.completedAt === null && task.status !== 'ended';
  const buttons: ContentCardButton[] = open
    ? [{ text: task.startedAt === null ? t('my.start') : t('my.continue'), type: 'primary', onClick: () => onStart(task) }]
    : [];
  const label = (): string => {
    if (task.completedAt !== null) return t('my.completedOn', { date: date(task.completedAt) });
    // Finished before they answered: nothing is due any more.
    if (task.status === 'ended') return t('my.endedHint');
    return t('my.dueOn', { date: date(task.dueDate) });
  };
  return (
    <ContentCard
      headline={task.title}
      category={task.category}
      description={task.description}
      duration={task.durationMinutes}
      badges={[{ title: t(`taskStatuses.${task.status}`), type: STATUS_BADGE_TYPES[task.status] }]}
      labels={[{ text: label() }]}
      buttons={buttons}
    />
  );
}

/**
 * /dashboard/apps/risk-assessments/my-analyses: the signed-in member's analyses as cards, the
 * status bubbles above them as filters; the bubble and page live in the address.
 */
export function MyAnalysesPage() {
  const { t } = useRiskTranslation();
  const selection = useTaskSelection();
  const tasks = useRiskMemberTasks(selection.bucket, selection.page);
  const start = useTaskStart(startRiskExecution, riskPaths.execution);
  return (
    <RiskPage title={t('my.title')}>
      <MemberTaskCards
        result={tasks}
        perPage={MEMBER_TASKS_PER_PAGE}
        selection={selection}
        card={(task) => <AnalysisCard key={task.taskUuid} task={task} onStart={start} />}
        texts={{ cardsLabel: t('my.cardsLabel'), noTasks: t('my.noTasks'), emptyBucket: t('my.emptyBucket') }}
      />
    </RiskPage>
  );
}
