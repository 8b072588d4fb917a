import { useCallback, type ReactElement, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useFormState } from 'react-final-form';
import {
  ELEARNING_FIRST_EXECUTION_BUFFER_DAYS,
  ELEARNING_MAX_INTERVAL_MONTHS,
  ELEARNING_STATUSES,
  TASK_DATE_LIMITS,
  type ELearningStatus,
  type FirstExecutionBufferDays,
} from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '@compliance/shared-ui';
import { DateField } from './DateField';
import { SelectField } from './SelectField';

/** The schedule every task-giving item shares (docs/product.md §3 "Task settings"), as its form holds it. */
export interface TaskScheduleFormValues {
  status: ELearningStatus;
  firstExecutionBufferDays: string;
  intervalMonths: string;
  activationDate: string | null;
  deactivationDate: string | null;
  dueDate: string | null;
}

/** The schedule's saved fields. */
export interface TaskSchedule {
  status: ELearningStatus;
  firstExecutionBufferDays: FirstExecutionBufferDays;
  intervalMonths: number;
  activationDate: string | null;
  deactivationDate: string | null;
  dueDate: string | null;
}

/** The form's values of a saved schedule: selects hold text. */
export function scheduleFormValuesOf(schedule: TaskSchedule): TaskScheduleFormValues {
  return {
    status: schedule.status,
    firstExecutionBufferDays: String(schedule.firstExecutionBufferDays),
    intervalMonths: String(schedule.intervalMonths),
    activationDate: schedule.activationDate,
    deactivationDate: schedule.deactivationDate,
    dueDate: schedule.dueDate,
  };
}

/** The schedule the form's values stand for; the form has checked them, the server checks again. */
export function scheduleOf(values: TaskScheduleFormValues): TaskSchedule {
  return {
    status: values.status,
    // The select offers only these values.
    firstExecutionBufferDays: Number(values.firstExecutionBufferDays) as FirstExecutionBufferDays,
    intervalMonths: Number(values.intervalMonths),
    activationDate: values.activationDate || null,
    deactivationDate: values.deactivationDate || null,
    dueDate: values.dueDate || null,
  };
}

/** Months of the interval select: 0 once, 1 monthly, 2–24 every N months. */
const INTERVAL_MONTHS = Array.from({ length: ELEARNING_MAX_INTERVAL_MONTHS + 1 }, (_, months) => months);

/** A label of the first execution buffer: now, one week, two weeks, one month, N months. */
function bufferLabel(days: number): { key: string; count?: number } {
  if (days === 0) return { key: 'shared.taskSchedule.buffer.now' };
  if (days < 30) return { key: 'shared.taskSchedule.buffer.weeks', count: days / 7 };
  return { key: 'shared.taskSchedule.buffer.months', count: days / 30 };
}

const DATE_LABELS = {
  dueDate: 'shared.taskSchedule.fields.dueDate',
  activationDate: 'shared.taskSchedule.fields.activationDate',
  deactivationDate: 'shared.taskSchedule.fields.deactivationDate',
} as const;

/** The words of a task-giving item's status (active, inactive), for its field, its list column and its filter. */
export function useTaskStatusLabel(): (status: ELearningStatus) => string {
  const { t } = useSharedTranslation();
  return useCallback((status: ELearningStatus) => t(`shared.taskSchedule.statuses.${status}`), [t]);
}

/** A date of the schedule, within the task date limits (docs/product.md §9). */
function TaskDateField({ name, minDate }: { name: keyof typeof DATE_LABELS; minDate?: string | null }) {
  const { t } = useSharedTranslation();
  return (
    <DateField name={name} label={t(DATE_LABELS[name])} minDate={minDate || TASK_DATE_LIMITS.minDate} maxDate={TASK_DATE_LIMITS.maxDate} />
  );
}

/** The deactivation date: not before the activation date. */
function DeactivationDateField() {
  const { values } = useFormState<TaskScheduleFormValues>({ subscription: { values: true } });
  return <TaskDateField name="deactivationDate" minDate={values.activationDate} />;
}

/**
 * The schedule's fields in the order of docs/product.md §3 (status and due date, when the first
 * task is due and how often it repeats, the dates it switches itself on and off), two to a row;
 * an area's own fields follow as `children` in the same grid.
 */
export function TaskScheduleFields({ children }: { children?: ReactNode }): ReactElement {
  const { t } = useSharedTranslation();
  const statusLabel = useTaskStatusLabel();
  const bufferOptions = ELEARNING_FIRST_EXECUTION_BUFFER_DAYS.map((days) => {
    const { key, count } = bufferLabel(days);
    return { value: String(days), label: t(key, { count }) };
  });
  const intervalOptions = INTERVAL_MONTHS.map((months) => ({
    value: String(months),
    label: months === 0 ? t('shared.taskSchedule.interval.once') : t('shared.taskSchedule.interval.months', { count: months }),
  }));
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          name="status"
          label={t('shared.taskSchedule.fields.status')}
          options={ELEARNING_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TaskDateField name="dueDate" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="firstExecutionBufferDays" label={t('shared.taskSchedule.fields.firstExecutionBuffer')} options={bufferOptions} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="intervalMonths" label={t('shared.taskSchedule.fields.interval')} options={intervalOptions} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TaskDateField name="activationDate" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DeactivationDateField />
      </Grid>
      {children}
    </Grid>
  );
}
