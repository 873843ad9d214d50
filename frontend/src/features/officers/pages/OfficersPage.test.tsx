import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import type { OfficerSearchResponse } from '../types';
import { OfficersPage } from './OfficersPage';

const found: OfficerSearchResponse = {
  officers: [
    {
      name: 'YETIM Oguz',
      companies: [
        {
          siren: '829106616',
          name: 'ALPHA CONSEIL',
          role: 'Président',
          since: '2020-01-02',
          until: null,
          status: { code: 'active', since: null, annonceId: null },
        },
        {
          siren: '880878145',
          name: 'Ganymède',
          role: 'Gérant',
          since: '2019-03-04',
          until: '2021-06-30',
          status: { code: 'struck_off', since: '2022-11-23', annonceId: 'B20220227446' },
        },
      ],
    },
  ],
  total: 1,
  truncated: false,
};

let asked: string[];
let answer: OfficerSearchResponse;

beforeEach(() => {
  asked = [];
  answer = found;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.searchParams.get('name') ?? '');
      return jsonResponse(200, answer);
    }),
  );
});
afterEach(() => i18n.changeLanguage('fr'));

const renderPage = (path = '/officers') =>
  renderWithSession(
    [
      { path: '/officers', element: <OfficersPage /> },
      { path: '/companies/:siren', element: <p>company page</p> },
    ],
    path,
    aSession({ user: aUser(), isAuthenticated: true }),
  );

describe('OfficersPage', () => {
  it('searches the name typed, puts it in the URL, and lists each company with role, term and status', async () => {
    const { router } = renderPage();
    expect(screen.getByTestId('officers-namesakes')).toHaveTextContent(
      'Des homonymes sont possibles',
    );
    fireEvent.change(screen.getByLabelText('Nom du dirigeant'), { target: { value: ' yetim ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('officers-total')).toHaveTextContent(
      '1 dirigeant trouvé pour « yetim »',
    );
    expect(router.state.location.search).toBe('?name=yetim');
    expect(asked).toEqual(['yetim']);
    const result = screen.getByTestId('officer-result');
    expect(within(result).getByRole('heading', { name: 'YETIM Oguz' })).toBeInTheDocument();
    const [current, former] = within(result).getAllByTestId('officer-company');
    expect(within(current).getByRole('link', { name: 'ALPHA CONSEIL' })).toHaveAttribute(
      'href',
      '/companies/829106616',
    );
    expect(current).toHaveTextContent('SIREN 829 106 616');
    expect(current).toHaveTextContent('Président · depuis le 02/01/2020');
    expect(former).toHaveTextContent('Gérant · du 04/03/2019 au 30/06/2021');
    expect(within(former).getByText('Radiée')).toBeInTheDocument();
  });

  it('opens the results of a name given in the link, in English too', async () => {
    await i18n.changeLanguage('en');
    renderPage('/officers?name=yetim');
    expect(await screen.findByTestId('officers-total')).toHaveTextContent(
      '1 officer found for “yetim”',
    );
    expect(screen.getByTestId('officers-namesakes')).toHaveTextContent('Namesakes are possible');
  });

  it('asks nothing for a name of less than two letters, and says so', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Nom du dirigeant'), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Saisissez au moins deux lettres')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says when no officer bears the name, and when more companies matched than were read', async () => {
    answer = { officers: [], total: 0, truncated: false };
    const { router } = renderPage('/officers?name=zzz');
    expect(await screen.findByTestId('officers-total')).toHaveTextContent(
      'Aucun dirigeant nommé « zzz » dans les annonces que vous voyez.',
    );
    answer = { ...found, truncated: true };
    await router.navigate('/officers?name=yetim');
    await waitFor(() =>
      expect(screen.getByText(/Plus de 100 entreprises correspondent/)).toBeInTheDocument(),
    );
  });
});
