import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import { RecordPage } from './RecordPage';

let answer: () => Response;
let cost: () => Response;

beforeEach(() => {
  cost = () => jsonResponse(200, { charge: 'already_counted', cost: 0, balance: 3 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/cost') ? cost() : answer(),
    ),
  );
});

const renderPage = (id: string) =>
  renderWithSession(
    [{ path: '/analyzer/records/:recordId', element: <RecordPage /> }],
    `/analyzer/records/${id}`,
    aSession({ user: aUser(), isAuthenticated: true }),
  );

describe('record page', () => {
  it('shows the record with the same detail as the modal', async () => {
    answer = () =>
      jsonResponse(200, {
        success: true,
        data: {
          id: 7,
          annonce_id: 'B7',
          nom_complet: 'BOULANGERIE DUPONT',
          date_parution: '2025-01-31',
          type_annonce: 'collective',
          capital: '2500.5',
          proceduration_collective_existe: true,
          details_annonce_json: 'texte libre',
        },
      });
    renderPage('7');
    expect(await screen.findByRole('heading', { name: 'BOULANGERIE DUPONT' })).toBeInTheDocument();
    const field = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;
    expect(field('date_parution')).toBe('31/01/2025');
    expect(field('type_annonce')).toBe('Procédure collective');
    expect(field('capital')?.replace(/\s/g, ' ')).toBe('2 500,50 €');
    expect(field('proceduration_collective_existe')).toBe('Oui');
    expect(field('annonce_id')).toBe('B7');
    expect(screen.getByRole('link', { name: "Retour à l'analyseur" })).toHaveAttribute(
      'href',
      '/analyzer',
    );
  });

  it('says when the record is not visible', async () => {
    answer = () =>
      jsonResponse(404, { statusCode: 404, code: 'RECORD_NOT_FOUND', message: 'Record not found' });
    renderPage('99');
    expect(
      await screen.findByText('Cet enregistrement est introuvable ou ne vous est pas attribué.'),
    ).toBeInTheDocument();
  });

  it('asks before an opening that takes a credit', async () => {
    cost = () => jsonResponse(200, { charge: 'credit', cost: 1, balance: 4 });
    answer = () => jsonResponse(200, { success: true, data: { id: 8, nom_complet: 'DUPONT SA' } });
    renderPage('8');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Continuer' }, { timeout: 2000 }),
    );
    expect(await screen.findByRole('heading', { name: 'DUPONT SA' })).toBeInTheDocument();
  });

  it('shows the cost notice text with the balance', async () => {
    cost = () => jsonResponse(200, { charge: 'credit', cost: 1, balance: 4 });
    answer = () => jsonResponse(500, { statusCode: 500, message: 'must not be read' });
    renderPage('8');
    expect(
      await screen.findByText('Ouvrir cette fiche coûte 1 crédit (solde : 4). Continuer ?'),
    ).toBeInTheDocument();
    expect(screen.queryByText('must not be read')).not.toBeInTheDocument();
  });

  it('shows what the notice says: its official page, directors, sale, oppositions and SIRENs', async () => {
    answer = () =>
      jsonResponse(200, {
        success: true,
        data: {
          id: 9,
          annonce_id: 'A202400451234',
          nom_complet: 'BOULANGERIE DUPONT',
          type_annonce: 'vente',
          siren: '880878145',
          sirens: ['880878145', '552100554'],
          url_complete:
            'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A202400451234',
          companyStatus: { code: 'redressement_judiciaire', since: '2024-02-01', annonceId: 'A1' },
          administration: 'Président : DUPONT Jean',
          categorie_vente: 'Vente',
          opposition: 'Au fonds vendu, 1 rue de la Paix 75002 Paris',
          date_commencement_activite: '2024-01-15',
          avis_precedent: null,
        },
      });
    renderPage('9');
    await screen.findByRole('heading', { name: 'BOULANGERIE DUPONT' });
    const field = (name: string) => document.querySelector(`[data-field="${name}"]`);
    expect(field('companyStatus')).toHaveTextContent(
      'Redressement judiciaire depuis le 01/02/2024',
    );
    expect(field('sirens')).toHaveTextContent('880 878 145, 552 100 554');
    expect(field('administration')).toHaveTextContent('Président : DUPONT Jean');
    expect(field('categorie_vente')).toHaveTextContent('Vente');
    expect(field('opposition')).toHaveTextContent('Au fonds vendu, 1 rue de la Paix 75002 Paris');
    expect(field('date_commencement_activite')).toHaveTextContent('15/01/2024');
    expect(field('avis_precedent')).toBeNull();
    const official = screen.getByRole('link', { name: /Voir l'annonce officielle/ });
    expect(official).toHaveAttribute(
      'href',
      'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A202400451234',
    );
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Fiche entreprise' })).toHaveAttribute(
      'href',
      '/companies/880878145',
    );
  });

  it('links a rectificatif to the notice it corrects, and says nothing of what a notice leaves out', async () => {
    answer = () =>
      jsonResponse(200, {
        success: true,
        data: {
          id: 10,
          annonce_id: 'A202400459999',
          nom_complet: 'DUPONT SA',
          type_annonce: 'rectificatif',
          siren: null,
          sirens: [],
          url_complete: null,
          companyStatus: null,
          administration: null,
          categorie_vente: null,
          opposition: null,
          date_commencement_activite: null,
          avis_precedent: {
            annonce_id: 'A202400451234',
            date_parution: '2024-03-05',
            numero_annonce: '1234',
            url: 'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A202400451234',
          },
        },
      });
    renderPage('10');
    await screen.findByRole('heading', { name: 'DUPONT SA' });
    expect(screen.getByRole('link', { name: /A202400451234 du 05\/03\/2024/ })).toHaveAttribute(
      'href',
      'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A202400451234',
    );
    for (const name of [
      'companyStatus',
      'sirens',
      'administration',
      'categorie_vente',
      'opposition',
      'date_commencement_activite',
    ])
      expect(document.querySelector(`[data-field="${name}"]`), name).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fiche entreprise' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Voir l'annonce officielle/ }),
    ).not.toBeInTheDocument();
  });

  it('shows no developer material: neither our synthetic id as a BODACC id nor raw JSON', async () => {
    answer = () =>
      jsonResponse(200, {
        success: true,
        data: {
          id: 11,
          annonce_id: 'S0418cb00de0d9b1c3f5e7a9b2c4d6e8f0a1b3c5d',
          nom_complet: 'ALV',
          type_annonce: 'collective',
          url_complete: null,
          details_annonce_json: { jugement: { nature: 'Jugement de clôture' } },
        },
      });
    renderPage('11');
    await screen.findByRole('heading', { name: 'ALV' });
    expect(document.querySelector('[data-field="annonce_id"]')).toBeNull();
    expect(screen.queryByText(/S0418cb00de/)).not.toBeInTheDocument();
    expect(screen.queryByText('Identifiant BODACC')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /JSON/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/"nature"/)).not.toBeInTheDocument();
  });

  it('says why a notice has no official link, in French and English', async () => {
    answer = () =>
      jsonResponse(200, {
        success: true,
        data: { id: 12, annonce_id: 'A202400451234', nom_complet: 'ALV', url_complete: null },
      });
    renderPage('12');
    await screen.findByRole('heading', { name: 'ALV' });
    const reason = document.querySelector('[data-field="url_complete"]');
    expect(reason).toHaveTextContent(
      'Lien officiel indisponible : la source ne donne pas le numéro de parution de cette annonce',
    );
    expect(within(reason as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(reason).toHaveTextContent(
      'Official link unavailable: the source does not give this notice’s publication number',
    );
    await act(() => i18n.changeLanguage('fr'));
  });

  it('shows the judgment: its kind, nature, date, the cessation of payments and the practitioners', async () => {
    answer = () =>
      jsonResponse(200, {
        success: true,
        data: {
          id: 13,
          annonce_id: 'A202400450001',
          nom_complet: 'MN MATERIAUX',
          type_annonce: 'collective',
          proceduration_collective_existe: true,
          judgmentKind: 'opening',
          judgmentNature: "Jugement d'ouverture d'une procédure de liquidation judiciaire",
          judgmentDate: '2024-03-12',
          cessationDate: '2023-12-01',
          practitioners: [
            { role: 'liquidateur', name: 'SELARL MJ SYNERGIE' },
            { role: 'administrateur', name: 'Maître DURAND' },
          ],
        },
      });
    renderPage('13');
    await screen.findByRole('heading', { name: 'MN MATERIAUX' });
    const field = (name: string) => document.querySelector(`[data-field="${name}"]`);
    expect(field('judgmentKind')).toHaveTextContent('Ouverture');
    expect(field('judgmentNature')).toHaveTextContent(
      "Jugement d'ouverture d'une procédure de liquidation judiciaire",
    );
    expect(field('judgmentDate')).toHaveTextContent('12/03/2024');
    expect(field('cessationDate')).toHaveTextContent('01/12/2023');
    expect(field('practitioners')).toHaveTextContent('Liquidateur : SELARL MJ SYNERGIE');
    expect(field('practitioners')).toHaveTextContent('Administrateur judiciaire : Maître DURAND');
  });

  it('goes back to the company page it was opened from', async () => {
    answer = () => jsonResponse(200, { success: true, data: { id: 7, nom_complet: 'DUPONT SA' } });
    renderWithSession(
      [{ path: '/analyzer/records/:recordId', element: <RecordPage /> }],
      { pathname: '/analyzer/records/7', state: { results: '/companies/880878145?page=2' } },
      aSession({ user: aUser(), isAuthenticated: true }),
    );
    expect(
      await screen.findByRole('link', { name: 'Retour à la fiche entreprise' }),
    ).toHaveAttribute('href', '/companies/880878145?page=2');
  });
});
