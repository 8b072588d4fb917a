import { columnMinWidth, hiddenColumns, MIN_COLUMN_WIDTH } from './column-layout';

describe('columnMinWidth', () => {
  it('is a column’s own least width, else its width up to 120 px, never under 80 px', () => {
    expect(columnMinWidth({})).toBe(120);
    expect(columnMinWidth({ width: 300 })).toBe(120);
    expect(columnMinWidth({ width: 100 })).toBe(100);
    expect(columnMinWidth({ width: 70 })).toBe(MIN_COLUMN_WIDTH);
    expect(columnMinWidth({ width: 300, minWidth: 200 })).toBe(200);
    expect(columnMinWidth({ minWidth: 40 })).toBe(MIN_COLUMN_WIDTH);
  });
});

describe('hiddenColumns', () => {
  const columns = [
    { name: 'title' },
    { name: 'status', priority: 1 as const },
    { name: 'dueDate' },
    { name: 'finishedAt', priority: 3 as const },
    { name: 'reviewDate', priority: 3 as const },
  ];

  it('leaves every column in where their least widths fit, or before the table is measured', () => {
    expect(hiddenColumns(columns, 600)).toEqual([]);
    expect(hiddenColumns(columns, 0)).toEqual([]);
  });

  it('leaves out the highest priority number first, the last of equals first, until the rest fit', () => {
    expect(hiddenColumns(columns, 599)).toEqual(['reviewDate']);
    expect(hiddenColumns(columns, 479)).toEqual(['reviewDate', 'finishedAt']);
    expect(hiddenColumns(columns, 359)).toEqual(['reviewDate', 'finishedAt', 'dueDate']);
  });

  it('keeps the primary column, even alone in too little room', () => {
    expect(hiddenColumns(columns, 100)).toEqual(['reviewDate', 'finishedAt', 'dueDate', 'status']);
    expect(hiddenColumns([{ name: 'a' }, { name: 'b', primary: true }], 130)).toEqual(['a']);
  });
});
