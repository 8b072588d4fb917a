import type { ReactElement } from 'react';
import { TASK_BUCKETS, formatDate, type MemberTask, type TaskBucket } from '@compliance/shared-contracts/browser';
import { Box, Typography, useNavigate, useSearchParams } from '@compliance/shared-ui';
import { ContentCard, Loaded, TaskBucketBubbles, type ContentCardBadge, type ContentCardButton } from '@compliance/shared-ui/page';
import { PageNavigation, totalPagesOf } from '@compliance/shared-ui/table';
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

const isBucket = (value: string | null): value is TaskBucket => TASK_BUCKETS.some((bucket) => bucket === value);

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
 * status bubbles above them as filters. The bubble and page live in the address, so a reload or a
 * link (from the start page, a reminder mail) opens the same selection.
 */
export function MyELearningsPage() {
  const { t } = useELearningTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('bucket');
  const bucket: TaskBucket = isBucket(requested) ? requested : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tasks = useMemberTasks(bucket, page);
  const navigate = useNavigate();
  const start = (task: MemberTask) =>
    void startExecution(task.taskUuid)
      .then((executionUuid) => navigate(elearningPaths.execution(executionUuid)))
      // The failure is the shell's toast; the card stays as it was.
      .catch(() => undefined);
  const show = (next: { bucket: TaskBucket; page: number }) =>
    setParams(
      {
        ...(next.bucket === 'all' ? {} : { bucket: next.bucket }),
        ...(next.page === 1 ? {} : { page: String(next.page) }),
      },
      { replace: true },
    );

  return (
    <ELearningPage title={t('my.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <TaskBucketBubbles counts={tasks.data?.counts} selected={bucket} onSelect={(next) => show({ bucket: next, page: 1 })} />
        <Loaded result={tasks}>
          {({ items, total, counts }) =>
            items.length === 0 ? (
              <Typography role="status">{counts.all === 0 ? t('my.noTasks') : t('my.emptyBucket')}</Typography>
            ) : (
              <>
                <Box
                  component="section"
                  aria-label={t('my.cardsLabel')}
                  sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}
                >
                  {items.map((task) => (
                    <TaskCard key={task.taskUuid} task={task} onStart={start} />
                  ))}
                </Box>
                {total > MEMBER_TASKS_PER_PAGE && (
                  <PageNavigation
                    page={page}
                    totalPages={totalPagesOf(total, MEMBER_TASKS_PER_PAGE)}
                    onPageChange={(next) => show({ bucket, page: next })}
                  />
                )}
              </>
            )
          }
        </Loaded>
      </Box>
    </ELearningPage>
  );
}
