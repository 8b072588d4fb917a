import type { ReactElement } from 'react';
import { formatDate, type MemberTask } from '@compliance/shared-contracts/browser';
import { useNavigate } from '@compliance/shared-ui';
import { ContentCard, type ContentCardBadge, type ContentCardButton } from '@compliance/shared-ui/page';
import { MemberTaskCards, useTaskSelection, useTaskStart } from '@compliance/shared-ui/table';
import { ELearningPage } from '../common/ELearningPage';
import { elearningPaths } from '../common/paths';
import { startExecution } from '../execution/api';
import { useELearningTranslation } from '../common/namespace';
import { MEMBER_TASKS_PER_PAGE, useMemberTasks } from './api';

/** A task's status as a badge: a word with an icon colour beside it (docs/product.md §1). */
const STATUS_BADGE_TYPES: Record<MemberTask['status'], ContentCardBadge['type']> = {
  completed: 'success',
  inprogress: 'info',
  due: 'warning',
  overdue: 'error',
};

function TaskCard({ task, onStart }: { task: MemberTask; onStart: (task: MemberTask) => void }): ReactElement {
  const { t, i18n } = useELearningTranslation();
  const navigate = useNavigate();
  const date = (value: string) => formatDate(value, i18n.language, 'medium');
  // Open: start or continue; done: its certificate, where the attempt gave one.
  const buttons = (): ContentCardButton[] => {
    if (task.completedAt === null) {
      return [{ text: task.startedAt === null ? t('my.start') : t('my.continue'), type: 'primary', onClick: () => onStart(task) }];
    }
    const { resultUuid } = task;
    return resultUuid === null
      ? []
      : [{ text: t('certificate.show'), type: 'secondary', onClick: () => navigate(elearningPaths.certificate(resultUuid)) }];
  };
  return (
    <ContentCard
      headline={task.title}
      category={task.category}
      description={task.description}
      duration={task.durationMinutes}
      badges={[{ title: t(`taskStatuses.${task.status}`), type: STATUS_BADGE_TYPES[task.status] }]}
      labels={[
        task.completedAt === null
          ? { text: t('my.dueOn', { date: date(task.dueDate) }) }
          : { text: t('my.completedOn', { date: date(task.completedAt) }) },
      ]}
      buttons={buttons()}
    />
  );
}

/**
 * /dashboard/apps/elearnings/my-elearnings: the signed-in member's E-Learning tasks as cards, the
 * status bubbles above them as filters; the bubble and page live in the address.
 */
export function MyELearningsPage() {
  const { t } = useELearningTranslation();
  const selection = useTaskSelection();
  const tasks = useMemberTasks(selection.bucket, selection.page);
  const start = useTaskStart(startExecution, elearningPaths.execution);

  return (
    <ELearningPage title={t('my.title')}>
      <MemberTaskCards
        result={tasks}
        perPage={MEMBER_TASKS_PER_PAGE}
        selection={selection}
        card={(task) => <TaskCard key={task.taskUuid} task={task} onStart={start} />}
        texts={{ cardsLabel: t('my.cardsLabel'), noTasks: t('my.noTasks'), emptyBucket: t('my.emptyBucket') }}
      />
    </ELearningPage>
  );
}
