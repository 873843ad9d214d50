import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { FeatureGrid } from './FeatureGrid';

const renderGrid = () =>
  render(
    <MemoryRouter>
      <FeatureGrid />
    </MemoryRouter>,
  );

describe('the features the home page advertises', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('offers the analytics that exist, linked, never as "coming soon"', async () => {
    renderGrid();
    expect(screen.queryByText('Bientôt disponible')).not.toBeInTheDocument();
    const analytics = screen.getByRole('heading', { name: 'Analyses en graphiques' });
    const card = analytics.closest('[data-testid^="feature-"]') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Ouvrir les analyses' })).toHaveAttribute(
      'href',
      '/analytics',
    );

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Open analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('names what the product does today, each with the screen that does it', () => {
    renderGrid();
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ["Ouvrir l'analyseur", '/analyzer'],
      ['Voir mes surveillances', '/watches'],
      ['Ouvrir les analyses', '/analytics'],
      ['Voir les formules', '/subscriptions'],
      ['Voir mes crédits', '/credits'],
    ]);
    // What the specification asks the page to advertise is still there.
    for (const title of [
      'Abonnements flexibles',
      'Crédits prépayés',
      'Authentification sécurisée',
      'Interface responsive',
      "Outils d'administration",
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});
