import type { ReactElement } from 'react';
import { formatDate } from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '@compliance/shared-ui';
import { ContentCard, type ContentCardBadge, type ContentCardButton } from './ContentCard';

/** The statuses a member's task has in any area (docs/product.md §4); 'ended' only where a task can end unanswered. */
export const MEMBER_TASK_STATUSES = ['completed', 'ended', 'due', 'inprogress', 'overdue'] as const;
export type MemberTaskStatus = (typeof MEMBER_TASK_STATUSES)[number];

/** What a member's task card shows of a task: the fields E-Learning tasks and analyses share. */
export interface MemberTaskCardTask {
  title: string;
  category: string;
  description: string;
  durationMinutes: number;
  status: MemberTaskStatus;
  /** ISO date (YYYY-MM-DD). */
  dueDate: string;
  /** ISO date-times; null while it has not happened. */
  startedAt: string | null;
  completedAt: string | null;
}

/** A task's status as a badge: a word with an icon colour beside it, never the colour alone. */
const STATUS_BADGE_TYPES: Record<MemberTaskStatus, ContentCardBadge['type']> = {
  completed: 'success',
  ended: 'default',
  inprogress: 'info',
  due: 'warning',
  overdue: 'error',
};

/** Props of MemberTaskCard. */
export interface MemberTaskCardProps {
  task: MemberTaskCardTask;
  /** Starts or continues the task while it is open (the area's create-execution). */
  onStart: () => void;
  /** What a done task still offers (an E-Learning's certificate). */
  doneButtons?: readonly ContentCardButton[];
  /** Badges after the status (an analysis's outcome). */
  extraBadges?: readonly ContentCardBadge[];
  /** Why an ended task asks nothing any more, in the area's words. */
  endedHint?: string;
}

/**
 * A member's task as a content card (docs/product.md §3, §4): its status in words, when it is due
 * or was completed, and a button that starts or continues it while it is open. The areas' own
 * lists and the start area's overview show a task the same way.
 */
export function MemberTaskCard({ task, onStart, doneButtons = [], extraBadges = [], endedHint }: MemberTaskCardProps): ReactElement {
  const { t, i18n } = useSharedTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  const open = task.completedAt === null && task.status !== 'ended';
  const label = (): string => {
    if (task.completedAt !== null) return t('shared.memberTask.completedOn', { date: date(task.completedAt) });
    if (task.status === 'ended') return endedHint ?? t('shared.memberTask.statuses.ended');
    return t('shared.memberTask.dueOn', { date: date(task.dueDate) });
  };
  const buttons: readonly ContentCardButton[] = open
    ? [
        {
          text: task.startedAt === null ? t('shared.memberTask.start') : t('shared.memberTask.continue'),
          type: 'primary',
          onClick: onStart,
        },
      ]
    : task.completedAt !== null
      ? doneButtons
      : [];
  return (
    <ContentCard
      headline={task.title}
      category={task.category}
      description={task.description}
      duration={task.durationMinutes}
      badges={[{ title: t(`shared.memberTask.statuses.${task.status}`), type: STATUS_BADGE_TYPES[task.status] }, ...extraBadges]}
      labels={[{ text: label() }]}
      buttons={buttons}
    />
  );
}
