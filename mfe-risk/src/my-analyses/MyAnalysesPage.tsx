import type { ReactElement } from 'react';
import { createRiskExecutionEndpoint, type RiskMemberTask } from '@compliance/shared-contracts/browser';
import { MemberTaskCard } from '@compliance/shared-ui/page';
import { MemberTaskCards, useTaskSelection, useTaskStart } from '@compliance/shared-ui/member-tasks';
import { RiskPage } from '../common/RiskPage';
import { riskPaths } from '../common/paths';
import { useRiskTranslation } from '../common/namespace';
import { useRiskMemberTasks } from './api';

function AnalysisCard({ task, onStart }: { task: RiskMemberTask; onStart: (task: RiskMemberTask) => void }): ReactElement {
  const { t } = useRiskTranslation();
  // Finished before they answered: nothing is due any more.
  return <MemberTaskCard task={task} onStart={() => onStart(task)} endedHint={t('my.endedHint')} />;
}

/**
 * /dashboard/apps/risk-assessments/my-analyses: the signed-in member's analyses as cards, the
 * status bubbles above them as filters; the bubble and page live in the address.
 */
export function MyAnalysesPage() {
  const { t } = useRiskTranslation();
  const selection = useTaskSelection();
  const tasks = useRiskMemberTasks(selection.bucket, selection.page);
  const start = useTaskStart(createRiskExecutionEndpoint, riskPaths.execution);
  return (
    <RiskPage title={t('my.title')}>
      <MemberTaskCards
        result={tasks}
        selection={selection}
        card={(task) => <AnalysisCard key={task.taskUuid} task={task} onStart={start} />}
        texts={{ cardsLabel: t('my.cardsLabel'), noTasks: t('my.noTasks'), emptyBucket: t('my.emptyBucket') }}
      />
    </RiskPage>
  );
}
