import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { AdminDashboardPage } from './AdminDashboardPage';

let api: ReturnType<typeof mockApi>;
const render = () => renderApp([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin');
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });
const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const person = (id: number, fullName: string, isVerified = true) => ({
  id,
  email: `${fullName.split(' ')[0].toLowerCase()}@example.com`,
  fullName,
  role: 'user',
  isVerified,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const subscription = (id: number, status: string, user: ReturnType<typeof person> | null) => ({
  id,
  userId: user?.id ?? 99,
  subscriptionPlanId: 1,
  status,
  startDate: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  plan: { name: 'Professionnel', price: 2999 },
  user,
});

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/admin/stats'] = api.json(200, {
    totalUsers: 1234,
    totalRecords: 56789,
    activeSubscriptions: 3,
    monthlyRevenue: 123456,
    totalCredits: 420,
    avgRecordsPerUser: 12.5,
  });
  api.routes['GET /api/admin/system-health'] = api.json(200, {
    status: 'degraded',
    apiHealth: true,
    dbHealth: true,
    cacheHealth: false,
    queues: {
      'analyzer-ingest': { waiting: 2, active: 1, delayed: 0, failed: 4, completed: 10 },
    },
    lastChecked: '2026-11-21T08:30:00.000Z',
  });
  api.routes['GET /api/admin/users?limit=5'] = api.json(200, {
    users: [person(2, 'Hélène Boucher', false), person(1, 'Ada Lovelace')],
  });
  api.routes['GET /api/admin/subscriptions?limit=5'] = api.json(200, {
    subscriptions: [
      subscription(3, 'active', person(2, 'Hélène Boucher')),
      subscription(2, 'canceled', person(1, 'Ada Lovelace')),
      subscription(1, 'expired', null),
    ],
  });
});

describe('admin dashboard', () => {
  it('shows the figures, revenue from cents, system health and the latest lists', async () => {
    render();
    await waitFor(() =>
      expect(nbsp(screen.getByTestId('stat-monthlyRevenue').textContent)).toContain('1 234,56 €'),
    );
    expect(nbsp(screen.getByTestId('stat-totalUsers').textContent)).toContain('1 234');
    expect(screen.getByTestId('stat-avgRecordsPerUser')).toHaveTextContent('12,5');
    expect(await screen.findByTestId('health-status')).toHaveTextContent('Dégradé');
    const queue = screen.getByTestId('queue-depth');
    expect(queue).toHaveTextContent("Ingestion de l'analyseur");
    expect(nbsp(queue.textContent)).toContain('Échouées : 4');
    expect(screen.getByText('Dernière vérification : 21/11/2026', { exact: false })).toBeVisible();

    const users = await screen.findAllByTestId('latest-user');
    expect(users[0]).toHaveTextContent('Hélène Boucher');
    expect(within(users[0]).getByTestId('verified-badge')).toHaveTextContent('Non Vérifié');
    const statuses = (await screen.findAllByTestId('subscription-status')).map(
      (chip) => chip.textContent,
    );
    expect(statuses).toEqual(['Actif', 'Annulé', 'Expiré']);
    expect(screen.getByText('Utilisateur inconnu')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Gestion des utilisateurs' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(screen.getByRole('link', { name: "Ingestion de l'analyseur" })).toHaveAttribute(
      'href',
      '/admin/analyzer-ingest',
    );
    expect(screen.getByRole('link', { name: 'Données BODACC' })).toHaveAttribute(
      'href',
      '/admin/data',
    );
    expect(screen.queryByTestId('dashboard-incomplete')).not.toBeInTheDocument();
  });

  it('labels subscription statuses in English too', async () => {
    await i18n.changeLanguage('en');
    render();
    const statuses = (await screen.findAllByTestId('subscription-status')).map(
      (chip) => chip.textContent,
    );
    expect(statuses).toEqual(['Active', 'Cancelled', 'Expired']);
  });

  it('keeps what loaded, with one toast and a French banner, when calls fail; refresh retries', async () => {
    const routes = { ...api.routes };
    api.routes['GET /api/admin/stats'] = api.json(500, { statusCode: 500, message: 'boom' });
    api.routes['GET /api/admin/system-health'] = () => new Response('', { status: 502 });
    api.routes['GET /api/admin/subscriptions?limit=5'] = api.json(500, {});
    render();
    expect(
      await toastWith('Échec de la récupération des données du tableau de bord administrateur'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-incomplete')).toHaveTextContent(
      "Certaines données du tableau de bord n'ont pas pu être chargées : les informations affichées peuvent être incomplètes.",
    );
    expect(await screen.findAllByTestId('latest-user')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('health-status')).toHaveTextContent('Indisponible'),
    );
    expect(screen.getAllByTestId('toast')).toHaveLength(1);

    // Still failing: a new toast for the new attempt.
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(screen.getAllByTestId('toast')).toHaveLength(2));

    Object.assign(api.routes, routes);
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() =>
      expect(screen.queryByTestId('dashboard-incomplete')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('health-status')).toHaveTextContent('Dégradé');
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });

  it('shows a failing stats route as a failure: the banner, not zeros', async () => {
    api.routes['GET /api/admin/stats'] = api.json(404, { statusCode: 404, message: 'Not found' });
    render();
    expect(await screen.findByTestId('dashboard-incomplete')).toHaveTextContent(
      "Certaines données du tableau de bord n'ont pas pu être chargées : les informations affichées peuvent être incomplètes.",
    );
    expect(screen.getByTestId('stat-monthlyRevenue')).toHaveTextContent('—');
    expect(screen.getByTestId('stat-monthlyRevenue')).not.toHaveTextContent('0,00');
    expect(screen.getByTestId('stat-totalUsers')).not.toHaveTextContent('0');
    expect(await screen.findAllByTestId('latest-user')).toHaveLength(2);
  });
});
