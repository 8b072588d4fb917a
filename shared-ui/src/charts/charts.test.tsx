import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { LineFigure } from './LineFigure';
import { RateBars } from './RateBars';

/** What every RateBars of these tests shares. */
const RATE_BARS = {
  title: 'Abschlussquote',
  labelHeader: 'Einheit',
  rateHeader: 'Quote',
  formatRate: (rate: number) => `${rate} %`,
  emptyText: 'Nichts zugewiesen.',
} as const;

describe('RateBars', () => {
  it('draws the bars for the eye and gives their figures as a table named by the title, names in full', async () => {
    renderWithProviders(
      <RateBars
        {...RATE_BARS}
        bars={[
          { key: 'a', label: 'Lager und Logistik Hamburg-Billbrook', rate: 25, done: '1 von 4' },
          { key: 'b', label: 'Vertrieb', rate: 75, done: '3 von 4' },
        ]}
        moreColumns={[{ header: 'Abgeschlossen', cell: (bar) => bar.done, numeric: true }]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Abschlussquote' });
    const table = within(figure).getByRole('table', { name: 'Abschlussquote' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['EinheitQuoteAbgeschlossen', 'Lager und Logistik Hamburg-Billbrook25 %1 von 4', 'Vertrieb75 %3 von 4']);
    expect(within(table).getByRole('rowheader', { name: 'Vertrieb' })).toBeInTheDocument();
    // The drawing, whose code loads on demand, keeps its room meanwhile (two bands and the axis) and is
    // hidden from screen readers, which read the table.
    const drawing = figure.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(drawing).toHaveStyle({ height: '116px' });
    await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull());
  });

  it('says so when there is nothing to draw, without a chart or table', () => {
    renderWithProviders(<RateBars {...RATE_BARS} bars={[]} />);
    const figure = screen.getByRole('figure', { name: 'Abschlussquote' });
    expect(figure).toHaveTextContent('Nichts zugewiesen.');
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
    expect(figure.querySelector('svg')).toBeNull();
  });
});

describe('LineFigure', () => {
  it('gives a row per point with a column per line, and names each line in the legend', async () => {
    renderWithProviders(
      <LineFigure
        title="Aufgaben"
        pointHeader="Monat"
        points={[
          { key: '2026-10', label: 'Oktober 2026', shortLabel: 'Okt. 26' },
          { key: '2026-11', label: 'November 2026', shortLabel: 'Nov. 26' },
        ]}
        lines={[
          { key: 'done', label: 'Abgeschlossen', values: [3, 5], color: 'success' },
          { key: 'late', label: 'Überfällig geworden', values: [1, 0], color: 'error' },
        ]}
        formatValue={String}
        emptyText=""
      />,
    );
    const table = screen.getByRole('table', { name: 'Aufgaben' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonatAbgeschlossenÜberfällig geworden', 'Oktober 202631', 'November 202650']);
    // The legend stands before the drawing's code has loaded; both are hidden from screen readers.
    const [legend, drawing] = screen.getByRole('figure', { name: 'Aufgaben' }).querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    expect(legend).toHaveTextContent(/^AbgeschlossenÜberfällig geworden$/);
    expect(drawing).toHaveStyle({ height: '280px' });
    await waitFor(() => expect(drawing!.querySelector('svg')).not.toBeNull());
  });
});
