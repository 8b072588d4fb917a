import { Suspense, useId, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A column of a chart's table of figures: its header and each row's cell. */
export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align right, as in a spreadsheet. */
  numeric?: boolean;
}

/** Props of ChartFigure. */
export interface ChartFigureProps<Row> {
  title: string;
  /** The chart, drawn for the eye; screen readers read the table instead. Its code may load on demand (React's `lazy`). */
  chart: ReactNode;
  /** The drawing's height in pixels: its room is kept while its code loads, so nothing beneath it moves. */
  chartHeight: number;
  /** What names the drawing's colours (a line chart's legend), drawn with the page rather than with the chart. */
  legend?: ReactNode;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly FigureColumn<Row>[];
  /** Said instead of chart and table when there are no rows. */
  emptyText: string;
}

/**
 * A chart with its figures as a table beneath it, so colour never carries a figure alone and a
 * screen reader reads the same figures: the chart is hidden from it, the table named by the title.
 * The title, legend and table render at once; the drawing, whose charts library loads on demand,
 * fills a room of its own height meanwhile, so the page does not shift when it arrives.
 */
export function ChartFigure<Row>({
  title,
  chart,
  chartHeight,
  legend,
  rows,
  rowKey,
  columns,
  emptyText,
}: ChartFigureProps<Row>): ReactElement {
  const titleId = useId();
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={titleId} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <>
          {legend}
          <Box aria-hidden sx={{ width: '100%', minWidth: 0, height: chartHeight }}>
            <Suspense fallback={null}>{chart}</Suspense>
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            {/* Narrow cell padding on a phone, so three columns fit its width. */}
            <Table size="small" aria-labelledby={titleId} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column, index) => (
                      <TableCell
                        key={column.header}
                        align={column.numeric ? 'right' : 'left'}
                        component={index === 0 ? 'th' : 'td'}
                        scope={index === 0 ? 'row' : undefined}
                        sx={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
