import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import i18n from '../../../shared/i18n/i18n';
import { PrivacyPage } from '../index';

const renderPrivacy = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    </Providers>,
  );

/** Issue 28: the privacy page says that a keyed hash of the address outlives the account. */
describe('privacy page', () => {
  it('says in French that a keyed hash of the address is kept after deletion, and why', async () => {
    renderPrivacy();
    expect(
      await screen.findByRole('heading', { name: 'Après la suppression de votre compte' }),
    ).toBeVisible();
    expect(
      screen.getByText(/empreinte de votre adresse email \(un hachage HMAC-SHA256/),
    ).toBeVisible();
    expect(screen.getByText(/crédits de bienvenue et l'essai gratuit/)).toBeVisible();
    expect(screen.getByText(/L'export de vos données indique/)).toBeVisible();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    renderPrivacy();
    expect(
      await screen.findByRole('heading', { name: 'After your account is deleted' }),
    ).toBeVisible();
    expect(screen.getByText(/fingerprint of your email address \(an HMAC-SHA256/)).toBeVisible();
    expect(screen.getByText(/Your data export says/)).toBeVisible();
  });
});
