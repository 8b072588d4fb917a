import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentCard, EmptyLayout, PageHeadline } from '@compliance/shared-ui';
import { PrintLayout, printPageCss } from '@compliance/shared-ui/print';
import { renderWithProviders } from '../test-utils';

describe('ContentCard', () => {
  it('shows the SPEC content card fields and runs buttons and child buttons', async () => {
    const user = userEvent.setup();
    const start = jest.fn();
    const reset = jest.fn();
    const openLabel = jest.fn();
    renderWithProviders(
      <ContentCard
        headline="Brandschutz"
        category="E-Learning"
        description="Grundlagen"
        duration={90}
        progress={40}
        badges={[{ title: 'Fällig', type: 'warning' }]}
        labels={[{ text: 'Zertifikat', click: openLabel }]}
        buttons={[{ text: 'Starten', type: 'primary', onClick: start, hint: 'Dauert etwa 90 Minuten', childButtons: [{ text: 'Zurücksetzen', onClick: reset }] }]}
      />,
    );
    const card = screen.getByRole('article', { name: 'Brandschutz' });
    expect(card).toHaveTextContent('E-Learning');
    expect(card).toHaveTextContent('01:30 Std.');
    expect(card).toHaveTextContent('Fällig');
    expect(screen.getByRole('heading', { name: 'Brandschutz' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt 40 %' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Starten' }));
    expect(start).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Zertifikat' }));
    expect(openLabel).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Weitere Aktionen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zurücksetzen' }));
    expect(reset).toHaveBeenCalled();
    expect(screen.getByText('Dauert etwa 90 Minuten')).toBeInTheDocument();
  });
});

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
