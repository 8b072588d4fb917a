import { useId, useState } from 'react';
import type { ExecutionActivity } from '@compliance/shared-contracts/browser';
import { Box, Button, CheckCircleIcon, Typography, useMediaQuery } from '@compliance/shared-ui';
import { useELearningTranslation } from '../common/namespace';

/** Props of CourseOutline. */
export interface CourseOutlineProps {
  activities: readonly ExecutionActivity[];
  /** The activity the player shows. */
  current: string;
  /** While an activity is being switched, no other can be chosen (nor one the course does not let be chosen now). */
  disabled: boolean;
  onChoose: (activityId: string) => void;
}

const DONE = new Set<ExecutionActivity['status']>(['completed', 'passed']);

/** From md on (the theme's 900 px), where the outline stands beside the course. */
const BESIDE_THE_COURSE = '(min-width:900px)';

/**
 * The course's table of contents (issue 70): its chapters as headings and its lessons as buttons,
 * each with its status in the attempt, the one shown marked, those the course's sequencing does
 * not let be chosen now disabled; items the manifest hides are left out. On a phone it folds away above the course; from md on it stands beside it.
 */
export function CourseOutline({ activities, current, disabled, onChoose }: CourseOutlineProps) {
  const { t } = useELearningTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // Folded on a phone, its lessons are not drawn at all: a course of many would cost the phone's
  // start a render of every button for nothing.
  const beside = useMediaQuery(BESIDE_THE_COURSE, { noSsr: true });
  const shown = open || beside;
  return (
    // From md on it stands beside the course, as high as the course's frame, and scrolls on its own.
    <Box
      component="nav"
      aria-label={t('execution.outline')}
      sx={{ minWidth: 0, maxHeight: { md: 'max(30rem, calc(100vh - 16rem))' }, overflowY: { md: 'auto' } }}
    >
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ display: { md: 'none' }, mb: 1 }}
      >
        {t(open ? 'execution.hideOutline' : 'execution.showOutline')}
      </Button>
      <Box component="ol" id={listId} sx={{ display: { xs: open ? 'block' : 'none', md: 'block' }, listStyle: 'none', m: 0, p: 0 }}>
        {activities
          .filter((activity) => shown && activity.visible)
          .map((activity) => (
            <Box component="li" key={activity.id} sx={{ pl: activity.depth * 2 }}>
              {activity.launchable ? (
                <Button
                  fullWidth
                  disabled={disabled || (!activity.choosable && activity.id !== current)}
                  aria-current={activity.id === current ? 'step' : undefined}
                  onClick={() => onChoose(activity.id)}
                  startIcon={DONE.has(activity.status) ? <CheckCircleIcon color="success" /> : undefined}
                  sx={{
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    textTransform: 'none',
                    fontWeight: activity.id === current ? 700 : 400,
                    bgcolor: activity.id === current ? 'action.selected' : undefined,
                  }}
                >
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {activity.title}
                    </Box>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {t(`execution.status.${activity.status}`)}
                    </Typography>
                  </Box>
                </Button>
              ) : (
                <Typography component="span" sx={{ display: 'block', fontWeight: 600, px: 1, pt: 1, overflowWrap: 'anywhere' }}>
                  {activity.title}
                </Typography>
              )}
            </Box>
          ))}
      </Box>
    </Box>
  );
}
