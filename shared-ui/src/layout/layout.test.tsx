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

  it('PrintLayout sets the page orientation and prints on demand', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    expect(printPageCss('landscape')).toContain('size: A4 landscape');
    renderWithProviders(
      <PrintLayout orientation="landscape" showPrintButton>
        Zertifikat
      </PrintLayout>,
      { language: 'en_GB' },
    );
    expect(screen.getByRole('main')).toHaveTextContent('Zertifikat');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('PageHeadline renders the one h1', () => {
    renderWithProviders(<PageHeadline title="Standorte" subtitle="Alle Standorte" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Standorte' })).toBeInTheDocument();
  });
});
