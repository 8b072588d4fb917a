import { lazy, type ReactElement, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { ChartFigure, type FigureColumn } from './ChartFigure';

/** The charts library's bar chart, loaded when a bar chart is first drawn. */
const BarChart = lazy(() => import('@mui/x-charts/BarChart').then((module) => ({ default: module.BarChart })));

/** A bar of RateBars: what it is, its rate in percent (0–100) and the further cells of its table row. */
export interface RateBar {
  key: string;
  /** The bar's name: in full in the table, shortened beside the bar. */
  label: string;
  /** The name's table cell, e.g. a link to its page; the label as text when left out. */
  labelCell?: ReactNode;
  rate: number;
}

/** Props of RateBars. */
export interface RateBarsProps<Bar extends RateBar> {
  title: string;
  bars: readonly Bar[];
  /** The table's header of the names. */
  labelHeader: string;
  /** The table's header of the rates, and the series' name. */
  rateHeader: string;
  /** A rate as text, e.g. '41,7 %'. */
  formatRate: (rate: number) => string;
  /** Columns of the table after the rate, e.g. "10 of 40". */
  moreColumns?: readonly FigureColumn<Bar>[];
  emptyText: string;
}

/** Names beside the bars are cut to this many characters; the table holds them in full. */
const LABEL_CHARACTERS = 18;
const shortened = (label: string) => (label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label);
/** Each bar's band in pixels, and the room of the rate axis beneath them. */
const BAND_HEIGHT = 34;
const AXIS_HEIGHT = 48;

/**
 * Rates in percent as horizontal bars on a 0–100 scale, in the given order, with the same figures
 * in a table beneath (ChartFigure).
 */
export function RateBars<Bar extends RateBar>({
  title,
  bars,
  labelHeader,
  rateHeader,
  formatRate,
  moreColumns = [],
  emptyText,
}: RateBarsProps<Bar>): ReactElement {
  const theme = useTheme();
  // The bands are the bars' keys (two bars may share a name); beside each, its name shortened.
  const shortLabels = new Map(bars.map((bar) => [bar.key, shortened(bar.label)]));
  const columns: FigureColumn<Bar>[] = [
    { header: labelHeader, cell: (bar) => bar.labelCell ?? bar.label },
    { header: rateHeader, cell: (bar) => formatRate(bar.rate), numeric: true },
    ...moreColumns,
  ];
  const chartHeight = bars.length * BAND_HEIGHT + AXIS_HEIGHT;
  return (
    <ChartFigure
      title={title}
      chartHeight={chartHeight}
      rows={bars}
      rowKey={(bar) => bar.key}
      columns={columns}
      emptyText={emptyText}
      chart={
        <BarChart
          layout="horizontal"
          height={chartHeight}
          margin={{ left: 8, right: 28, top: 8, bottom: 8 }}
          yAxis={[
            {
              scaleType: 'band',
              data: bars.map((bar) => bar.key),
              width: 136,
              valueFormatter: (key: string) => shortLabels.get(key) ?? '',
            },
          ]}
          xAxis={[{ min: 0, max: 100, valueFormatter: (rate: number) => formatRate(rate) }]}
          series={[
            {
              data: bars.map((bar) => bar.rate),
              label: rateHeader,
              color: theme.palette.primary.main,
              valueFormatter: (rate) => (rate === null ? '' : formatRate(rate)),
            },
          ]}
          hideLegend
          // Keyboard and screen-reader users read the table beneath: the drawing takes no focus.
          disableKeyboardNavigation
          skipAnimation
        />
      }
    />
  );
}
