import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

// The pictures an empty state may show, by what is missing: the areas name one, so they need
// no icons of their own (they take MUI only through the kit).
const EMPTY_STATE_ICONS = {
  /** Nothing has been made yet. */
  inbox: InboxOutlinedIcon,
  /** A search or filter found nothing. */
  noMatch: SearchOffIcon,
  /** A selection of tasks holds none. */
  filterEmpty: FilterListOffIcon,
  /** No task is assigned. */
  noTasks: EventAvailableOutlinedIcon,
  /** Nothing is left to do. */
  allDone: TaskAltIcon,
  /** No calendar. */
  noCalendar: EventBusyOutlinedIcon,
  /** No location. */
  noLocation: PlaceOutlinedIcon,
} as const;

/** The picture of an empty state (EMPTY_STATE_ICONS). */
export type EmptyStateIcon = keyof typeof EMPTY_STATE_ICONS;

/** Props of EmptyState (docs/product.md §3). */
export interface EmptyStateProps {
  /** The picture of what is missing; decoration only. */
  icon: EmptyStateIcon;
  /** What is missing, as a sentence: "Es gibt noch keine E-Learnings." */
  title: string;
  /** Why, or what to do about it; optional. */
  description?: string;
  /** A way on, e.g. a button that resets the filters. */
  action?: ReactNode;
}

/**
 * What a list, table or page shows when it has nothing to show: an icon, what is missing, why or
 * what to do, and a way on. The words are a live region, so a search that empties the list is
 * announced.
 */
export function EmptyState({ icon, title, description, action }: EmptyStateProps): ReactElement {
  const Icon = EMPTY_STATE_ICONS[icon];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, py: 4, px: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          '& svg': { fontSize: 32 },
        }}
      >
        <Icon />
      </Box>
      <Box role="status" sx={{ maxWidth: '44ch' }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {description && (
          <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
