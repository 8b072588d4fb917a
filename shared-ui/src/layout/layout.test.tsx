import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyLayout, PageHeadline } from '@compliance/shared-ui';
import { PrintLayout, printPageCss } from '@compliance/shared-ui/print';
import { renderWithProviders } from '../test-utils';

describe('layouts', () => {
  it('EmptyLayout renders a footer only when given', () => {
    const { rerender } = renderWithProviders(<EmptyLayout>Inhalt</EmptyLayout>);
    expect(screen.getByRole('main')).toHaveTextContent('Inhalt');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    rerender(<EmptyLayout footer="Impressum">Inhalt</EmptyLayout>);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Impressum');
  });

  it('PrintLayout sets the page orientation, prints on demand and shows its actions beside the print button', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    expect(printPageCss('landscape')).toContain('size: A4 landscape');
    renderWithProviders(
      <PrintLayout orientation="landscape" showPrintButton actions={<button type="button">Download</button>}>
        Zertifikat
      </PrintLayout>,
      { language: 'en_GB' },
    );
    // Inside the dashboard's main landmark: the layout adds none of its own.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByText('Zertifikat')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Download', 'Print']);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('PageHeadline renders the one h1', () => {
    renderWithProviders(<PageHeadline title="Standorte" subtitle="Alle Standorte" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Standorte' })).toBeInTheDocument();
  });
});
