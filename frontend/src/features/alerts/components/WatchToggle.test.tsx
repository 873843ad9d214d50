import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { aWatch, entitlementsOf } from '../test-fixtures';
import type { Watch } from '../types';
import { WatchToggle } from './WatchToggle';

let api: ReturnType<typeof mockApi>;
let watches: Watch[];
let releasedSlots: { freesAt: string }[];

beforeEach(() => {
  watches = [];
  releasedSlots = [];
  api = mockApi();
  api.signIn();
  api.routes['GET /api/watches'] = () => jsonResponse(200, { watches, releasedSlots });
  api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf(null));
  api.routes['POST /api/watches'] = () => {
    watches = [aWatch()];
    return jsonResponse(201, { watch: aWatch() });
  };
  api.routes['DELETE /api/watches/1'] = () => {
    watches = [];
    return new Response(null, { status: 204 });
  };
});

const render = (element = <WatchToggle siren="880878145" name="BOULANGERIE DUPONT" />) =>
  renderApp(
    [
      { path: '/companies/:siren', element },
      { path: '/subscriptions', element: <p>plans page</p> },
    ],
    '/companies/880878145',
  );
/** The switch once the watches are known (disabled before). */
async function toggle(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });
const refusal = (code: string, status: number) =>
  api.json(status, { statusCode: status, error: 'x', code, message: code });

describe('watch toggle', () => {
  it('watches a company, says so, then stops watching it', async () => {
    render();
    fireEvent.click(await toggle('Suivre cette entreprise'));
    expect(await toastWith('Vous surveillez désormais BOULANGERIE DUPONT.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      siren: '880878145',
    });

    fireEvent.click(await toggle('Ne plus surveiller'));
    // Under a limited plan, the removed watch keeps its place for 24 h (issue 28).
    expect(
      await toastWith(
        'Vous ne surveillez plus BOULANGERIE DUPONT. Sa place dans votre formule se libère dans 24 h.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Suivre cette entreprise' })).toBeEnabled();
    expect(api.calledPaths()).toContain('DELETE /watches/1');
  });

  it('says nothing of places under a plan without a watch limit', async () => {
    api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf('Entreprise'));
    watches = [aWatch()];
    render();
    fireEvent.click(await toggle('Ne plus surveiller'));
    expect(await toastWith('Vous ne surveillez plus BOULANGERIE DUPONT.')).toBeInTheDocument();
  });

  it('waits to know the watches before it can be used', async () => {
    api.routes['GET /api/watches'] = () => new Promise<Response>(() => undefined);
    render();
    expect(await screen.findByRole('button', { name: 'Suivre cette entreprise' })).toBeDisabled();
  });

  it('over the plan limit, says what the plan allows and leads to the plans', async () => {
    api.routes['POST /api/watches'] = refusal('PLAN_LIMIT_REACHED', 403);
    const { router } = render();
    fireEvent.click(await toggle('Suivre cette entreprise'));
    const dialog = await screen.findByRole('dialog', { name: 'Limite de votre formule atteinte' });
    expect(dialog).toHaveTextContent(
      'Votre formule permet de surveiller 5 entreprises, et toutes ses places sont prises.',
    );
    expect(dialog).toHaveTextContent(
      'Une entreprise retirée de vos suivis libère sa place 24 h après son retrait.',
    );
    fireEvent.click(within(dialog).getByRole('link', { name: 'Voir les abonnements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions'));
    expect(screen.queryByText('Vous surveillez désormais BOULANGERIE DUPONT.')).toBeNull();
  });

  it('over the limit, says when a place held by a removed watch frees', async () => {
    api.routes['POST /api/watches'] = refusal('PLAN_LIMIT_REACHED', 403);
    releasedSlots = [
      { freesAt: new Date(2026, 0, 6, 14, 30).toISOString() },
      { freesAt: new Date(2026, 0, 6, 18, 0).toISOString() },
    ];
    render();
    fireEvent.click(await toggle('Suivre cette entreprise'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        '2 places restent prises par des entreprises retirées il y a moins de 24 h : la prochaine se libère le 06/01/2026 à 14:30.',
      ),
    );
    await act(() => i18n.changeLanguage('en'));
    expect(dialog).toHaveTextContent('the next one frees on 06/01/2026 at 14:30.');
  });

  it('names the limit of the Débutant plan', async () => {
    api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf('Débutant'));
    api.routes['POST /api/watches'] = refusal('PLAN_LIMIT_REACHED', 403);
    render();
    fireEvent.click(await toggle('Suivre cette entreprise'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Votre formule permet de surveiller 25 entreprises',
    );
  });

  it('takes a company already watched elsewhere (409) as watched', async () => {
    api.routes['POST /api/watches'] = () => {
      watches = [aWatch()];
      return refusal('WATCH_EXISTS', 409)({ method: 'POST', url: '', body: null });
    };
    render();
    fireEvent.click(await toggle('Suivre cette entreprise'));
    expect(await screen.findByRole('button', { name: 'Ne plus surveiller' })).toBeEnabled();
  });

  it('says why another failure happened, and stays as it was', async () => {
    api.routes['POST /api/watches'] = api.json(500, { statusCode: 500, message: '' });
    render();
    fireEvent.click(await toggle('Suivre cette entreprise'));
    expect(await toastWith("La surveillance n'a pas pu être modifiée.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivre cette entreprise' })).toBeEnabled();
  });

  it('in a row: an icon with its label, whose click does not open the row', async () => {
    let rowOpened = 0;
    render(
      <div role="row" onClick={() => (rowOpened += 1)}>
        <WatchToggle siren="880878145" name="BOULANGERIE DUPONT" isCompact />
      </div>,
    );
    fireEvent.click(await toggle('Surveiller'));
    expect(await screen.findByRole('button', { name: 'Ne plus surveiller' })).toBeInTheDocument();
    expect(rowOpened).toBe(0);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Stop watching' })).toBeInTheDocument();
  });

  it('is not there without a SIREN', async () => {
    render(<WatchToggle siren={null} />);
    await waitFor(() => expect(api.calledPaths()).toContain('GET /watches'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
