import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi, type MockedRequest } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { EmailAlertsCard } from './EmailAlertsCard';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/notifications/preferences'] = api.json(200, {
    email: 'instant',
    language: 'fr',
  });
  api.routes['PUT /api/notifications/preferences'] = (request: MockedRequest) =>
    jsonResponse(200, request.body);
});

const render = () => renderApp([{ path: '/profile', element: <EmailAlertsCard /> }], '/profile');
const puts = () => api.requests.filter((request) => request.method === 'PUT');

describe('e-mail alerts preference', () => {
  it('shows the saved choice and saves another at once, with the interface language', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Alertes par e-mail' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'À chaque nouvelle annonce' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Un récapitulatif par jour, à 7 h' }));
    expect(
      await screen.findByText('Préférence enregistrée.', { selector: '[data-testid="toast"] *' }),
    ).toBeInTheDocument();
    expect(puts().map((request) => request.body)).toEqual([{ email: 'daily', language: 'fr' }]);
    expect(screen.getByRole('radio', { name: 'Un récapitulatif par jour, à 7 h' })).toBeChecked();

    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(
      screen.getByRole('radio', { name: 'One digest a week, on Monday at 7:00, grouped by kind' }),
    );
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].body).toEqual({ email: 'weekly', language: 'en' });
    fireEvent.click(screen.getByRole('radio', { name: 'Never' }));
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts()[2].body).toEqual({ email: 'off', language: 'en' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Never' })).toBeChecked());
  });

  it('keeps the saved choice when saving fails, and says so', async () => {
    api.routes['PUT /api/notifications/preferences'] = api.json(500, {
      statusCode: 500,
      message: '',
    });
    render();
    fireEvent.click(await screen.findByRole('radio', { name: 'Jamais' }));
    expect(
      await screen.findByText("La préférence n'a pas pu être enregistrée.", {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'À chaque nouvelle annonce' })).toBeChecked();
  });
});
