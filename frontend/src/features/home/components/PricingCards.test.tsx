import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { PricingCards } from './PricingCards';

const lines = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('home page plans', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('list what each plan includes, as the plan cards do, in French and English', async () => {
    render(
      <MemoryRouter>
        <PricingCards isSignedIn={false} />
      </MemoryRouter>,
    );
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

    await i18n.changeLanguage('en');
    expect(
      await within(screen.getByTestId('plan-professional')).findByText(
        'Search export to CSV and Excel (100,000 rows at most)',
      ),
    ).toBeInTheDocument();
    expect(lines('plan-starter')[0]).toBe('100 records per month');
  });
});
