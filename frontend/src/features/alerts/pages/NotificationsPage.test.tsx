import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { aNotification, aNotificationsPage } from '../test-fixtures';
import { NotificationsPage } from './NotificationsPage';

let api: ReturnType<typeof mockApi>;

const pageOf = (page: number) => {
  const count = page === 1 ? 20 : 5;
  const first = (page - 1) * 20;
  return aNotificationsPage(
    Array.from({ length: count }, (_, i) =>
      aNotification({
        id: first + i + 1,
        readAt: first + i === 0 ? null : '2026-01-08T00:00:00.000Z',
        record: {
          ...aNotification().record,
          id: 100 + first + i,
          nom_complet: `SOCIETE ${first + i + 1}`,
        },
      }),
    ),
    { page, limit: 20, total: 25, unreadCount: 1 },
  );
};

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/notifications?page=1&limit=20'] = () => jsonResponse(200, pageOf(1));
  api.routes['GET /api/notifications?page=2&limit=20'] = () => jsonResponse(200, pageOf(2));
  api.routes['POST /api/notifications/read-all'] = () => new Response(null, { status: 204 });
});

const render = (path = '/notifications') =>
  renderApp([{ path: '/notifications', element: <NotificationsPage /> }], path);

describe('notifications page', () => {
  it('pages the notifications twenty at a time, the page in the URL', async () => {
    const { router } = render();
    expect(await screen.findByTestId('notification-total')).toHaveTextContent('25 notifications');
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 notification non lue');
    expect(screen.getAllByTestId('notification')).toHaveLength(20);
    const nav = screen.getByRole('navigation', { name: 'Pagination des notifications' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('SOCIETE 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getAllByTestId('notification')).toHaveLength(5);
  });

  it('opens on the page of the URL', async () => {
    render('/notifications?page=2');
    expect(await screen.findByText('SOCIETE 25')).toBeInTheDocument();
    expect(api.calledPaths()).not.toContain('GET /notifications?page=1&limit=20');
  });

  it('marks them all read', async () => {
    render();
    const readAll = await screen.findByRole('button', { name: 'Tout marquer comme lu' });
    await waitFor(() => expect(readAll).toBeEnabled());
    fireEvent.click(readAll);
    await waitFor(() =>
      expect(screen.getByTestId('unread-count')).toHaveTextContent('0 notification non lue'),
    );
    expect(api.calledPaths()).toContain('POST /notifications/read-all');
    expect(readAll).toBeDisabled();
    expect(
      screen.getAllByTestId('notification').filter((item) => item.dataset.unread === 'true'),
    ).toHaveLength(0);
  });

  it('speaks English', async () => {
    render();
    await screen.findByTestId('notification-total');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread notification');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open the notice' })).toHaveLength(20);
  });
});
