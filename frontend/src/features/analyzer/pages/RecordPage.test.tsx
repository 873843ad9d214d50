import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByText('texte libre')).toBeInTheDocument();
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
});
