import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { TASK_BUCKETS, type TaskBucket, type TaskBucketCounts } from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '@compliance/shared-ui';

/** Props of TaskBucketBubbles. */
export interface TaskBucketBubblesProps {
  /** How many tasks each bubble holds; undefined while they load. */
  counts: TaskBucketCounts | undefined;
  /** The list's filter: a bubble, pressed, or a filter beyond them (none pressed). */
  selected: string;
  onSelect: (bucket: TaskBucket) => void;
}

/**
 * The status bubbles over a member's tasks (docs/product.md §4): overdue, next 7 days, next month,
 * done and all, each with its count and each a filter; the selected one is pressed. Overdue work
 * carries an icon beside its word, never a colour alone.
 */
export function TaskBucketBubbles({ counts, selected, onSelect }: TaskBucketBubblesProps): ReactElement {
  const { t } = useSharedTranslation();
  return (
    <Box role="group" aria-label={t('shared.taskBuckets.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {TASK_BUCKETS.map((bucket) => {
        const count = counts?.[bucket];
        const pressed = bucket === selected;
        return (
          <Chip
            key={bucket}
            component="button"
            type="button"
            aria-pressed={pressed}
            clickable
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            icon={bucket === 'overdue' && count !== undefined && count > 0 ? <ErrorOutlineIcon aria-hidden /> : undefined}
            onClick={() => onSelect(bucket)}
            label={
              <>
                {/* A real space: the button's name is "Überfällig 2" to a screen reader too. */}
                {t(`shared.taskBuckets.${bucket}`)}{' '}
                <Box component="span" sx={{ ml: 0.5, fontWeight: 700 }}>
                  {count ?? '–'}
                </Box>
              </>
            }
          />
        );
      })}
    </Box>
  );
}
