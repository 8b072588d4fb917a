import type { ReactElement } from 'react';
import { createExecutionEndpoint, type MemberTask } from '@compliance/shared-contracts/browser';
import { useNavigate } from '@compliance/shared-ui';
import { MemberTaskCard } from '@compliance/shared-ui/page';
import { MemberTaskCards, useTaskSelection, useTaskStart } from '@compliance/shared-ui/member-tasks';
import { ELearningPage } from '../common/ELearningPage';
import { elearningPaths } from '../common/paths';
import { useELearningTranslation } from '../common/namespace';
import { useMemberTasks } from './api';

function TaskCard({ task, onStart }: { task: MemberTask; onStart: (task: MemberTask) => void }): ReactElement {
  const { t } = useELearningTranslation();
  const navigate = useNavigate();
  const { resultUuid } = task;
  // Done: its certificate, where the attempt gave one.
  return (
    <MemberTaskCard
      task={task}
      onStart={() => onStart(task)}
      doneButtons={
        resultUuid === null
          ? []
          : [{ text: t('certificate.show'), type: 'secondary', onClick: () => navigate(elearningPaths.certificate(resultUuid)) }]
      }
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
  const start = useTaskStart(createExecutionEndpoint, elearningPaths.execution);

  return (
    <ELearningPage title={t('my.title')}>
      <MemberTaskCards
        result={tasks}
        selection={selection}
        card={(task) => <TaskCard key={task.taskUuid} task={task} onStart={start} />}
        texts={{ cardsLabel: t('my.cardsLabel'), noTasks: t('my.noTasks'), emptyBucket: t('my.emptyBucket') }}
      />
    </ELearningPage>
  );
}
