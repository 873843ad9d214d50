import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import type { Company, CompanyIdentity as Identity, CompanyStatusCode } from '../types';
import { CompanyIdentity } from './CompanyIdentity';

const anIdentity = (overrides: Partial<Identity> = {}): Identity => ({
  naf: '62.01Z',
  nafLabel: null,
  headcountRange: '11',
  createdOn: '2020-01-15',
  administrativeState: 'active',
  headOfficeSiret: '88087814500017',
  establishments: 3,
  openEstablishments: 2,
  fetchedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const aCompany = (code: CompanyStatusCode, identity: Identity | null): Company => ({
  siren: '880878145',
  name: 'GANYMÈDE',
  status: { code, since: code === 'active' ? null : '2022-11-23', annonceId: null },
  legalForm: 'SAS',
  address: null,
  activity: null,
  tribunal: null,
  officers: [],
  filings: [],
  accountsOverdue: false,
  transfers: [],
  identity,
});

const show = (code: CompanyStatusCode, identity: Identity | null) =>
  render(<CompanyIdentity company={aCompany(code, identity)} />);
const field = (name: string) =>
  document.querySelector(`[data-field="${name}"] dd`)?.textContent ?? null;
const discrepancy = () => screen.queryByTestId('identity-discrepancy')?.textContent ?? null;

afterEach(() => i18n.changeLanguage('fr'));

describe('company identity card', () => {
  it('shows what the Sirene register says, and when it was consulted', () => {
    show('active', anIdentity());
    const card = screen.getByRole('region', { name: 'Identité' });
    expect(field('naf')).toBe('62.01Z');
    expect(field('headcountRange')).toBe('10 à 19 salariés');
    expect(field('createdOn')).toBe('15/01/2020');
    expect(field('administrativeState')).toBe('Active');
    expect(field('headOfficeSiret')).toBe('880 878 145 00017');
    expect(field('establishments')).toBe('3, dont 2 ouverts');
    expect(within(card).getByTestId('identity-source').textContent).toBe(
      'Source : répertoire Sirene (INSEE), consulté le 20/11/2026',
    );
    expect(discrepancy()).toBeNull();
  });

  it('shows the NAF label when known, and a range code it does not know as it is', () => {
    show(
      'active',
      anIdentity({
        nafLabel: 'Programmation informatique',
        headcountRange: '99',
        openEstablishments: 1,
      }),
    );
    expect(field('naf')).toBe('62.01Z — Programmation informatique');
    expect(field('headcountRange')).toBe("Tranche d'effectif 99");
    expect(field('establishments')).toBe('3, dont 1 ouvert');
  });

  it('says the register data is unavailable when there is none', () => {
    show('active', null);
    expect(screen.getByTestId('identity-unavailable').textContent).toBe(
      "Données du répertoire Sirene indisponibles : le répertoire n'a pas pu être consulté, ou il ne connaît pas ce SIREN.",
    );
    expect(document.querySelector('[data-field]')).toBeNull();
    expect(discrepancy()).toBeNull();
  });

  it('warns when the register says closed and the notices active', () => {
    show('active', anIdentity({ administrativeState: 'closed' }));
    expect(field('administrativeState')).toBe('Fermée');
    expect(discrepancy()).toBe(
      "Le répertoire Sirene indique l'entreprise fermée ; les annonces BODACC la disent active.",
    );
  });

  it('warns when the register says active and the notices struck off or liquidation closed', () => {
    show('struck_off', anIdentity());
    expect(discrepancy()).toBe(
      "Le répertoire Sirene indique l'entreprise active ; les annonces BODACC la disent radiée.",
    );
  });

  it('does not warn where both agree, or where a procedure is only open', () => {
    const { unmount } = show('struck_off', anIdentity({ administrativeState: 'closed' }));
    expect(discrepancy()).toBeNull();
    unmount();
    show('liquidation_judiciaire', anIdentity());
    expect(discrepancy()).toBeNull();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    show('liquidation_closed', anIdentity({ headcountRange: '42' }));
    expect(screen.getByRole('region', { name: 'Identity' })).toBeTruthy();
    expect(field('headcountRange')).toBe('1,000 to 1,999 employees');
    expect(field('establishments')).toBe('3, of which 2 open');
    expect(discrepancy()).toBe(
      'The Sirene register lists the company as active; the BODACC notices say its liquidation is closed.',
    );
    expect(screen.getByTestId('identity-source').textContent).toBe(
      'Source: Sirene register (INSEE), consulted on 20/11/2026',
    );
  });
});
