// @compliance/shared-ui/charts: charts with their figures as a table (MUI X Charts), loaded only by the pages that draw one.
export * from './ChartFigure';
export * from './RateBars';
export * from './LineFigure';
