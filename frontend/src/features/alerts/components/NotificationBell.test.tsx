import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { aNotification, aNotificationsPage, aReportNotification } from '../test-fixtures';
import type { AlertNotification } from '../types';
import { NotificationBell } from './NotificationBell';

const fakeSocket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../shared/realtime/socket', () => ({
  acquireSocket: () => fakeSocket.current,
  releaseSocket: () => undefined,
}));

let api: ReturnType<typeof mockApi>;
let socket: EventEmitter;
let shown: AlertNotification[];
let unreadCount: number;

const SAVED_SEARCH_HIT = aNotification({
  id: 12,
  kind: 'saved_search',
  readAt: '2026-01-07T08:00:00.000Z',
  record: {
    id: 43,
    nom_complet: 'ATELIER MARTIN',
    type_annonce: 'radiation',
    date_parution: '2026-01-05',
    siren: null,
    type_jugement: null,
    date_jugement: null,
  },
  source: { savedSearchId: 3, name: 'Liquidations à Paris' },
});

beforeEach(() => {
  socket = new EventEmitter();
  fakeSocket.current = socket;
  shown = [aNotification(), SAVED_SEARCH_HIT];
  unreadCount = 3;
  api = mockApi();
  api.signIn();
  api.routes['GET /api/notifications?page=1&limit=10'] = () =>
    jsonResponse(200, aNotificationsPage(shown, { unreadCount, total: 2 }));
  api.routes['POST /api/notifications/11/read'] = () => new Response(null, { status: 204 });
  api.routes['POST /api/notifications/read-all'] = () => new Response(null, { status: 204 });
});

const render = () =>
  renderApp(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/analyzer/records/:id', element: <p>record page</p> },
      { path: '/companies/:siren', element: <p>company page</p> },
      { path: '/notifications', element: <p>notifications page</p> },
    ],
    '/',
  );
/** The socket is opened once the session knows the user. */
const listening = () => waitFor(() => expect(socket.listenerCount('notifications:new')).toBe(1));
const bell = (name: string | RegExp) => screen.findByRole('button', { name });
const openDrawer = async () => {
  fireEvent.click(await bell(/^Notifications/));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

describe('notifications bell', () => {
  it('counts the unread ones and lists the latest in its drawer', async () => {
    render();
    expect(await bell('Notifications : 3 non lues')).toHaveTextContent('3');
    const drawer = await openDrawer();
    const [watched, searched] = within(drawer).getAllByTestId('notification');
    expect(watched).toHaveAttribute('data-unread', 'true');
    expect(watched).toHaveTextContent('BOULANGERIE DUPONT (non lue)');
    expect(watched).toHaveTextContent('Procédure collective · publiée le 06/01/2026');
    // The time is the machine's local time.
    expect(watched).toHaveTextContent(
      /Entreprise surveillée : BOULANGERIE DUPONT · reçue le 07\/01\/2026 à \d\d:31/,
    );
    expect(within(watched).getByRole('link', { name: "Ouvrir l'annonce" })).toHaveAttribute(
      'href',
      '/analyzer/records/42',
    );
    expect(within(watched).getByRole('link', { name: 'Fiche entreprise' })).toHaveAttribute(
      'href',
      '/companies/880878145',
    );
    expect(searched).toHaveAttribute('data-unread', 'false');
    expect(searched).toHaveTextContent('Recherche « Liquidations à Paris »');
    expect(within(searched).queryByRole('link', { name: 'Fiche entreprise' })).toBeNull();
    expect(within(searched).queryByRole('button', { name: /Marquer comme lue/ })).toBeNull();
    expect(
      within(drawer).getByRole('link', { name: 'Voir toutes les notifications' }),
    ).toHaveAttribute('href', '/notifications');
  });

  it('takes new notifications live, the newest on top', async () => {
    render();
    await listening();
    const fresh = aNotification({
      id: 20,
      record: { ...aNotification().record, id: 50, nom_complet: 'NOUVELLE SARL' },
    });
    act(() => void socket.emit('notifications:new', { unreadCount: 4, notifications: [fresh] }));
    expect(await bell('Notifications : 4 non lues')).toHaveTextContent('4');
    const drawer = await openDrawer();
    const items = within(drawer).getAllByTestId('notification');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('NOUVELLE SARL');
  });

  it('names the judgment that happened, in French as the source gives it, in both languages', async () => {
    const closing = aNotification({
      id: 30,
      record: {
        ...aNotification().record,
        id: 60,
        nom_complet: 'ALV',
        date_parution: '2026-11-26',
        type_jugement: "Jugement de clôture pour insuffisance d'actif",
        date_jugement: '2026-11-20',
      },
    });
    shown = [closing, SAVED_SEARCH_HIT];
    render();
    let [judgment, other] = within(await openDrawer()).getAllByTestId('notification');
    expect(judgment).toHaveTextContent(
      "Jugement de clôture pour insuffisance d'actif · publiée le 26/11/2026",
    );
    expect(judgment).not.toHaveTextContent('Procédure collective');
    expect(other).toHaveTextContent('Radiation · publiée le 05/01/2026');

    await act(() => i18n.changeLanguage('en'));
    [judgment, other] = screen.getAllByTestId('notification');
    expect(judgment).toHaveTextContent(
      "Jugement de clôture pour insuffisance d'actif · published on 26/11/2026",
    );
    expect(other).toHaveTextContent('Deregistration · published on 05/01/2026');
  });

  it('reads them again when the socket (re)connects', async () => {
    render();
    await listening();
    unreadCount = 7;
    act(() => void socket.emit('connect'));
    expect(await bell('Notifications : 7 non lues')).toBeInTheDocument();
  });

  it('reads one, then all', async () => {
    render();
    const drawer = await openDrawer();
    fireEvent.click(
      within(drawer).getByRole('button', { name: 'Marquer comme lue : BOULANGERIE DUPONT' }),
    );
    await waitFor(() =>
      expect(within(drawer).getAllByTestId('notification')[0]).toHaveAttribute(
        'data-unread',
        'false',
      ),
    );
    expect(api.calledPaths()).toContain('POST /notifications/11/read');
    expect(
      screen.getByRole('button', { name: 'Notifications : 2 non lues', hidden: true }),
    ).toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Notifications', hidden: true }),
      ).toBeInTheDocument(),
    );
    expect(api.calledPaths()).toContain('POST /notifications/read-all');
    expect(within(drawer).getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });

  it('opening a notice reads it and closes the drawer', async () => {
    const { router } = render();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getAllByRole('link', { name: "Ouvrir l'annonce" })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer/records/42'));
    expect(api.calledPaths()).toContain('POST /notifications/11/read');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a reporter their report was handled, live, linking to the company (issue 32)', async () => {
    api.routes['POST /api/notifications/20/read'] = () => new Response(null, { status: 204 });
    const { router } = render();
    await listening();
    act(
      () =>
        void socket.emit('notifications:new', {
          unreadCount: 4,
          notifications: [aReportNotification({ id: 20 })],
        }),
    );
    expect(await bell('Notifications : 4 non lues')).toHaveTextContent('4');
    const drawer = await openDrawer();
    const [handled] = within(drawer).getAllByTestId('notification');
    expect(handled).toHaveTextContent('Votre signalement sur Ganymède a été traité (non lue)');
    expect(handled).toHaveTextContent('Réponse : Corrigé, merci.');
    expect(handled).toHaveTextContent(/Signalement d'erreur · Statut · reçue le 08\/01\/2026/);
    expect(within(handled).queryByRole('link', { name: "Ouvrir l'annonce" })).toBeNull();
    fireEvent.click(within(handled).getByRole('link', { name: 'Fiche entreprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/880878145'));
    expect(api.calledPaths()).toContain('POST /notifications/20/read');
  });

  it('says when there is none, in English too', async () => {
    shown = [];
    unreadCount = 0;
    render();
    const drawer = await openDrawer();
    expect(within(drawer).getByText('Aucune notification pour le moment.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(within(drawer).getByText('No notification yet.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
