/** Formats a duration in minutes as 'hh:mm' (90 → '01:30'); hours are not wrapped at 24 (1500 → '25:00'). */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes)) return '00:00';
  // Rounding first keeps 59.6 minutes from showing as '00:60'.
  const totalMinutes = Math.round(Math.abs(minutes));
  const sign = minutes < 0 && totalMinutes > 0 ? '-' : '';
  const hours = Math.floor(totalMinutes / 60);
  const remainingMinutes = totalMinutes % 60;
  return `${sign}${String(hours).padStart(2, '0')}:${String(remainingMinutes).padStart(2, '0')}`;
}

/** Formats time spent in whole seconds as 'h:mm:ss' (150 → '0:02:30'), as a stopwatch shows it; hours are not wrapped. */
export function formatTimeSpent(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
