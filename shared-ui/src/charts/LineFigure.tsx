import type { ReactElement } from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartFigure, type FigureColumn } from './ChartFigure';

/** A line of LineFigure: its name, a value per point and its colour, the theme's main shade of a palette colour. */
export interface FigureLine {
  key: string;
  label: string;
  values: readonly number[];
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

/** A point of the lines' axis (e.g. a month): its name in the table, and shorter beside the axis. */
export interface FigurePoint {
  key: string;
  label: string;
  shortLabel: string;
}

/** Props of LineFigure. */
export interface LineFigureProps {
  title: string;
  points: readonly FigurePoint[];
  lines: readonly FigureLine[];
  /** The table's header of the points, e.g. "Month". */
  pointHeader: string;
  formatValue: (value: number) => string;
  emptyText: string;
}

const CHART_HEIGHT = 280;

/**
 * Lines over a row of points (months, say), each marked at every point, with the legend naming
 * each line; beneath, the same figures as a table of a row per point (ChartFigure).
 */
export function LineFigure({ title, points, lines, pointHeader, formatValue, emptyText }: LineFigureProps): ReactElement {
  const theme = useTheme();
  const columns: FigureColumn<{ point: FigurePoint; index: number }>[] = [
    { header: pointHeader, cell: ({ point }) => point.label },
    ...lines.map((line) => ({
      header: line.label,
      cell: ({ index }: { index: number }) => formatValue(line.values[index] ?? 0),
      numeric: true,
    })),
  ];
  return (
    <ChartFigure
      title={title}
      rows={points.map((point, index) => ({ point, index }))}
      rowKey={({ point }) => point.key}
      columns={columns}
      emptyText={emptyText}
      chart={
        <LineChart
          height={CHART_HEIGHT}
          margin={{ left: 8, right: 28, top: 8, bottom: 8 }}
          xAxis={[{ scaleType: 'point', data: points.map((point) => point.shortLabel) }]}
          yAxis={[{ min: 0, valueFormatter: (value: number) => formatValue(value), width: 48 }]}
          series={lines.map((line) => ({
            id: line.key,
            label: line.label,
            data: [...line.values],
            color: theme.palette[line.color].main,
            // Straight between the points: a smoothed curve would suggest values between the months.
            curve: 'linear' as const,
            showMark: true,
            valueFormatter: (value: number | null) => (value === null ? '' : formatValue(value)),
          }))}
          skipAnimation
          // Keyboard and screen-reader users read the table beneath: the drawing takes no focus.
          disableKeyboardNavigation
        />
      }
    />
  );
}
