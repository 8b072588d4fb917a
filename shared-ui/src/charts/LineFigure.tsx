import { lazy, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartFigure, type FigureColumn } from './ChartFigure';

/** The charts library's line chart, loaded when a line chart is first drawn. */
const LineChart = lazy(() => import('@mui/x-charts/LineChart').then((module) => ({ default: module.LineChart })));

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

/** Each line's mark, in the order of its lines: told apart by shape, not by colour alone. */
const MARK_SHAPES = ['circle', 'square', 'diamond', 'triangle'] as const;
type MarkShape = (typeof MARK_SHAPES)[number];
const markShapeOf = (index: number): MarkShape => MARK_SHAPES[index % MARK_SHAPES.length]!;

/** A mark as the chart draws it, outlined in the line's colour, in a 14 px square. */
function Mark({ shape, color }: { shape: MarkShape; color: string }): ReactElement {
  const outline = { fill: 'none', stroke: color, strokeWidth: 2 };
  return (
    <Box component="svg" viewBox="0 0 14 14" sx={{ width: 14, height: 14, flexShrink: 0 }}>
      {shape === 'circle' && <circle cx={7} cy={7} r={5} {...outline} />}
      {shape === 'square' && <rect x={2} y={2} width={10} height={10} {...outline} />}
      {shape === 'diamond' && <polygon points="7,1 13,7 7,13 1,7" {...outline} />}
      {shape === 'triangle' && <polygon points="7,1.5 13,12.5 1,12.5" {...outline} />}
    </Box>
  );
}

/**
 * Each line's mark beside its name, above the drawing: drawn with the page, not by the charts
 * library, so it stands before the library has loaded. Hidden from screen readers, as the
 * drawing is: the table's headers name the lines.
 */
function LineLegend({ lines }: { lines: readonly FigureLine[] }): ReactElement {
  const theme = useTheme();
  return (
    <Box component="ul" aria-hidden sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mb: 1, p: 0, listStyle: 'none' }}>
      {lines.map((line, index) => (
        <Box component="li" key={line.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}>
          <Mark shape={markShapeOf(index)} color={theme.palette[line.color].main} />
          {line.label}
        </Box>
      ))}
    </Box>
  );
}

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
      chartHeight={CHART_HEIGHT}
      legend={<LineLegend lines={lines} />}
      chart={
        <LineChart
          height={CHART_HEIGHT}
          margin={{ left: 8, right: 28, top: 8, bottom: 8 }}
          xAxis={[{ scaleType: 'point', data: points.map((point) => point.shortLabel) }]}
          yAxis={[{ min: 0, valueFormatter: (value: number) => formatValue(value), width: 48 }]}
          series={lines.map((line, index) => ({
            id: line.key,
            shape: markShapeOf(index),
            label: line.label,
            data: [...line.values],
            color: theme.palette[line.color].main,
            // Straight between the points: a smoothed curve would suggest values between the months.
            curve: 'linear' as const,
            showMark: true,
            valueFormatter: (value: number | null) => (value === null ? '' : formatValue(value)),
          }))}
          hideLegend
          skipAnimation
          // Keyboard and screen-reader users read the table beneath: the drawing takes no focus.
          disableKeyboardNavigation
        />
      }
    />
  );
}
