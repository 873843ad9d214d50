import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import { RecordPage } from './RecordPage';

let answer: () => Response;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
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
    expect(field('type_annonce')).toBe('Procédures collectives');
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
});
