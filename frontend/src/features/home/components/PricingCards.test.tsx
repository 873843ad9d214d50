import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { CATALOGUE_PLANS } from '../../billing/test-fixtures';
import { PricingCards } from './PricingCards';

let api: ReturnType<typeof mockApi>;

const lines = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const renderCards = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PricingCards isSignedIn={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  api = mockApi();
  api.routes['GET /api/subscriptions/plans'] = api.json(200, { plans: CATALOGUE_PLANS });
});

describe('home page plans', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('list what each plan includes, as the plan cards do, in French and English', async () => {
    renderCards();
    expect(await screen.findByText('Suivi de 250 entreprises')).toBeInTheDocument();
    expect(lines('plan-starter')).not.toContain(
      'Export des recherches en CSV et Excel (100 000 lignes au plus)',
    );
    expect(lines('plan-professional')).toEqual([
      '500 fiches par mois',
      '250 crédits offerts chaque mois',
      'Analyses avancées : départements, tribunaux et procédures collectives',
      'Export des recherches en CSV et Excel (100 000 lignes au plus)',
      'Suivi de 250 entreprises',
      '10 recherches avec alertes',
      'Support prioritaire',
    ]);
    expect(lines('plan-enterprise')).toContain('Accès API par clés personnelles');
    expect(lines('plan-enterprise')).toContain("Suivi d'entreprises illimité");

    await i18n.changeLanguage('en');
    expect(
      await within(screen.getByTestId('plan-professional')).findByText(
        'Search export to CSV and Excel (100,000 rows at most)',
      ),
    ).toBeInTheDocument();
    expect(lines('plan-starter')[0]).toBe('100 records per month');
  });

  it('show the watch and alert counts once the public catalogue has given them', async () => {
    renderCards();
    expect(lines('plan-starter')).toEqual([
      '100 fiches par mois',
      '50 crédits offerts chaque mois',
      'Analyses de base : annonces par mois et par type',
      'Support par email',
    ]);
    const starter = within(screen.getByTestId('plan-starter'));
    expect(await starter.findByText('Suivi de 25 entreprises')).toBeInTheDocument();
    expect(starter.getByText('1 recherche avec alertes')).toBeInTheDocument();
    expect(api.calledPaths()).toEqual(['GET /subscriptions/plans']);
  });
});
