import { mockEndpoint } from '@compliance/shared-ui/testing';
import { DEFAULT_RISK_MATRIX, readAttentionOverviewEndpoint } from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import type { AttentionOverview } from '@compliance/shared-contracts/browser';
import { renderStart, settle } from '../test-utils';

const coverage = (required: number, present: number) => ({ required, present, shortfall: Math.max(0, required - present) });
const FULL: AttentionOverview = {
  elearning: {
    overdueTasks: 7,
    overdueTasksByOrgUnit: [
      { orgUnit: { uuid: '11111111-1111-4111-8111-111111111111', name: 'Vertrieb' }, count: 5 },
      { orgUnit: { uuid: '22222222-2222-4222-8222-222222222222', name: 'Lager' }, count: 2 },
    ],
    certificatesExpiring: 1,
    completionByOrgUnit: [
      { orgUnit: { uuid: '22222222-2222-4222-8222-222222222222', name: 'Lager' }, assigned: 40, completed: 10, completionRate: 25 },
      { orgUnit: { uuid: '11111111-1111-4111-8111-111111111111', name: 'Vertrieb' }, assigned: 20, completed: 15, completionRate: 75 },
    ],
    completionByELearning: [
      {
        elearning: { uuid: '44444444-4444-4444-8444-444444444444', title: 'Brandschutz' },
        assigned: 60,
        completed: 25,
        completionRate: 41.7,
      },
    ],
    months: Array.from({ length: 12 }, (_, index) => ({
      month: `${index < 1 ? 2025 : 2026}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`,
      completed: 10 + index,
      fellOverdue: index % 3,
    })),
  },
  riskAssessment: {
    overdueActions: 3,
    overdueActionsByOrgUnit: [
      { orgUnit: { uuid: '22222222-2222-4222-8222-222222222222', name: 'Lager' }, count: 2 },
      { orgUnit: null, count: 1 },
    ],
    checksDue: 2,
    analysesShortOfThreshold: 0,
    riskCells: [
      { damageSeverity: 4, probability: 3, count: 2 },
      { damageSeverity: 1, probability: 1, count: 5 },
    ],
    evaluatedAssessments: 2,
    matrix: DEFAULT_RISK_MATRIX.map((row) => [...row]),
  },
  locationsShort: [
    {
      uuid: '33333333-3333-4333-8333-333333333333',
      name: 'Lager Hamburg',
      memberCount: 40,
      firstAid: coverage(4, 1),
      fireWardens: coverage(2, 2),
    },
  ],
};

/** The texts of an element's list items or links, in their order. */
const textsIn = (element: HTMLElement, role: 'listitem' | 'link') =>
  within(element)
    .getAllByRole(role)
    .map((node) => node.textContent);

describe('Needs attention', () => {
  afterEach(settle);

  describe('says each figure in words and links it to the list it counts, per org unit too', () => {
    const renderFull = async () => {
      renderStart('/dashboard/start/attention', { role: 'admin', routes: [mockEndpoint(readAttentionOverviewEndpoint, { body: FULL })] });
      return screen.findByRole('heading', { level: 1, name: 'Handlungsbedarf' });
    };

    it('overdue E-Learning tasks, each unit linked to its list', async () => {
      expect(await renderFull()).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: '7 überfällige E-Learning-Aufgaben' })).toHaveAttribute(
        'href',
        '/dashboard/apps/elearnings/catalog/standings?standing=overdue',
      );
      const units = screen.getByRole('list', { name: 'Überfällige E-Learning-Aufgaben nach Organisationseinheit' });
      expect(textsIn(units, 'listitem')).toEqual(['Vertrieb: 5 überfällig', 'Lager: 2 überfällig']);
      expect(within(units).getByRole('link', { name: 'Vertrieb' })).toHaveAttribute(
        'href',
        '/dashboard/company/org-units/details/11111111-1111-4111-8111-111111111111/details',
      );
      expect(within(units).getByRole('link', { name: '5 überfällig' })).toHaveAttribute(
        'href',
        '/dashboard/apps/elearnings/catalog/standings?standing=overdue&orgUnitUuid=11111111-1111-4111-8111-111111111111&orgUnitUuid.text=Vertrieb',
      );
    });

    it('certificates running out', async () => {
      await renderFull();
      expect(await screen.findByRole('link', { name: '1 Zertifikat läuft in den nächsten 30 Tagen ab' })).toHaveAttribute(
        'href',
        '/dashboard/apps/elearnings/catalog/standings?certificate=expiring',
      );
    });

    it('overdue measures, each unit linked to the evaluation list filtered by it, its chip named by the unit', async () => {
      await renderFull();
      expect(await screen.findByRole('link', { name: '3 überfällige Maßnahmen' })).toHaveAttribute(
        'href',
        '/dashboard/apps/risk-assessments/evaluation/list?attention=overdueMeasures',
      );
      const measures = screen.getByRole('list', { name: 'Überfällige Maßnahmen nach Organisationseinheit' });
      expect(textsIn(measures, 'listitem')).toEqual(['Lager: 2 überfällig', 'Ohne Organisationseinheit: 1 überfällig']);
      expect(within(measures).getByRole('link', { name: '2 überfällig' })).toHaveAttribute(
        'href',
        '/dashboard/apps/risk-assessments/evaluation/list?attention=overdueMeasures&orgUnitUuid=22222222-2222-4222-8222-222222222222&orgUnitUuid.text=Lager',
      );
      expect(textsIn(measures, 'link')).toEqual(['Lager', '2 überfällig']);
    });

    it('effectiveness checks due, linked to the evaluation list filtered by them', async () => {
      await renderFull();
      expect(
        await screen.findByRole('link', { name: '2 vereinbarte Maßnahmen warten auf ihre fällige Wirksamkeitsprüfung' }),
      ).toHaveAttribute('href', '/dashboard/apps/risk-assessments/evaluation/list?attention=checksDue');
    });

    it('nothing to do, said and not linked', async () => {
      await renderFull();
      const figures = await screen.findByRole('list', { name: 'Kennzahlen' });
      expect(textsIn(figures, 'listitem')).toContain('0 laufende Analysen mit weniger als 6 Antworten, noch nicht auswertbar');
      expect(within(figures).queryByRole('link', { name: /Analyse/ })).not.toBeInTheDocument();
    });

    it('every figure as a tile, the locations short of helpers leading to their list on the page', async () => {
      await renderFull();
      const figures = await screen.findByRole('list', { name: 'Kennzahlen' });
      expect(textsIn(figures, 'listitem')).toEqual([
        '7 überfällige E-Learning-Aufgaben',
        '1 Zertifikat läuft in den nächsten 30 Tagen ab',
        '3 überfällige Maßnahmen',
        '2 vereinbarte Maßnahmen warten auf ihre fällige Wirksamkeitsprüfung',
        '0 laufende Analysen mit weniger als 6 Antworten, noch nicht auswertbar',
        '1 Standort mit zu wenigen Ersthelfern oder Brandschutzhelfern',
      ]);
      const locations = within(figures).getByRole('link', { name: '1 Standort mit zu wenigen Ersthelfern oder Brandschutzhelfern' });
      const list = screen.getByRole('list', { name: 'Standorte mit zu wenigen Ersthelfern oder Brandschutzhelfern' });
      expect(locations).toHaveAttribute('href', `#${list.id}`);
    });

    it('the completion rates per org unit and per E-Learning as bars, and the last twelve months as lines, each with its figures as a table', async () => {
      await renderFull();
      const perUnit = await screen.findByRole('table', { name: 'Abschlussquote je Organisationseinheit (die niedrigsten 10)' });
      expect(
        within(perUnit)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['OrganisationseinheitQuoteAbgeschlossen', 'Lager25 %10 von 40', 'Vertrieb75 %15 von 20']);
      const perELearning = screen.getByRole('table', { name: 'Abschlussquote je E-Learning (die niedrigsten 10)' });
      expect(within(perELearning).getByRole('row', { name: /Brandschutz/ })).toHaveTextContent('Brandschutz41,7 %25 von 60');
      const months = screen.getByRole('table', { name: 'E-Learning-Aufgaben der letzten 12 Monate' });
      const rows = within(months).getAllByRole('row');
      expect(rows).toHaveLength(13);
      expect(rows[0]).toHaveTextContent('MonatAbgeschlossenÜberfällig geworden');
      expect(rows[1]).toHaveTextContent('Dezember 2025100');
      expect(rows[12]).toHaveTextContent('November 2026212');
      // The charts are drawn for the eye, once their code has loaded; the tables carry their figures for everyone.
      await waitFor(() => expect(perUnit.closest('figure')!.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull());
    });

    it("the risks of the latest evaluations as a heat map of the client's matrix, each cell's count in words", async () => {
      await renderFull();
      const matrix = await screen.findByRole('table', {
        name: /^Die Risiken der jeweils letzten Auswertung von 2 Gefährdungsbeurteilungen/,
      });
      const severity4 = within(matrix).getByRole('row', { name: /^S 4/ });
      // Severity 4 × probability 3: factor 6 of the default matrix, medium; two risks.
      expect(within(severity4).getAllByRole('cell')[2]).toHaveTextContent('6 · Mittel2 Risiken');
      const severity1 = within(matrix).getByRole('row', { name: /^S 1/ });
      expect(
        within(severity1)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        '1 · Sehr gering5 Risiken',
        '1 · Sehr gering0 Risiken',
        '2 · Sehr gering0 Risiken',
        '3 · Gering0 Risiken',
        '4 · Gering0 Risiken',
      ]);
      expect(screen.getByRole('heading', { name: 'Risikostufen' })).toBeInTheDocument();
      // Wider than a phone, it scrolls in a box the keyboard reaches, named like the table.
      expect(screen.getByRole('region', { name: /^Die Risiken der jeweils letzten Auswertung/ })).toHaveAttribute('tabindex', '0');
    });

    it('locations short of first aiders or fire wardens, linked to their infopoint page', async () => {
      await renderFull();
      const locations = await screen.findByRole('list', { name: 'Standorte mit zu wenigen Ersthelfern oder Brandschutzhelfern' });
      expect(within(locations).getByRole('listitem')).toHaveTextContent(
        'Lager Hamburg (40 Beschäftigte): Ersthelfer: 1 vorhanden, 4 erforderlich – es fehlen 3',
      );
      expect(within(locations).getByRole('link', { name: 'Lager Hamburg' })).toHaveAttribute(
        'href',
        '/dashboard/start/infopoint/33333333-3333-4333-8333-333333333333',
      );
    });
  });

  it('leaves out the areas the answer leaves out and links only the lists the member may open, in English', async () => {
    renderStart('/dashboard/start/attention', {
      role: 'loc-admin',
      language: 'en_GB',
      routes: [mockEndpoint(readAttentionOverviewEndpoint, { body: { ...FULL, riskAssessment: null, locationsShort: [] } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Needs attention' })).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    expect(textsIn(figures, 'listitem')).toEqual([
      '7 overdue E-Learning tasks',
      '1 certificate runs out in the next 30 days',
      '0 locations with too few first aiders or fire wardens',
    ]);
    // A loc-admin reads neither the E-Learning statistics nor org units: the figures stay text.
    expect(screen.queryByRole('link', { name: '7 overdue E-Learning tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vertrieb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Risk assessments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /risk matrix/ })).not.toBeInTheDocument();
    expect(screen.getByText('Every location has enough first aiders and fire wardens.')).toBeInTheDocument();
  });

  it('links the analyses short of an evaluation to the running ones with too few answers', async () => {
    const short = { ...FULL, riskAssessment: { ...FULL.riskAssessment!, analysesShortOfThreshold: 2 } };
    renderStart('/dashboard/start/attention', { role: 'admin', routes: [mockEndpoint(readAttentionOverviewEndpoint, { body: short })] });
    expect(await screen.findByRole('link', { name: /^2 laufende Analysen/ })).toHaveAttribute(
      'href',
      '/dashboard/apps/risk-assessments/evaluation/list?attention=shortOfAnswers',
    );
  });

  it('is refused to a member, as the server would', async () => {
    renderStart('/dashboard/start/attention', { routes: [mockEndpoint(readAttentionOverviewEndpoint, { body: FULL })] });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Handlungsbedarf' })).not.toBeInTheDocument();
  });
});
