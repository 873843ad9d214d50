import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AdminDashboardPage, AdminUsersPage } from '../features/admin';
import {
  NotificationBell,
  NotificationsPage,
  SavedSearchesPage,
  WatchesPage,
} from '../features/alerts';
import { ApiKeysPage } from '../features/api-keys';
import { PaymentCancelPage, PaymentSuccessPage, SubscriptionsPage } from '../features/billing';
import { CompanyPage } from '../features/companies';
import { CreditsPage } from '../features/credits';
import { FavoriteDetailPage, FavoritesPage } from '../features/favorites';
import { AnalyzerPage, RecordPage } from '../features/analyzer';
import { HomePage } from '../features/home';
import {
  ForgotPasswordPage,
  LoginPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  SettingsPage,
  VerifyEmailPage,
} from '../features/identity';
import { AdminDataPage, AnalyzerIngestPage } from '../features/ingestion';
import { WebhooksPage } from '../features/integrations';
import { OfficersPage } from '../features/officers';
import { PortfolioPage } from '../features/portfolio';
import { PrivacyPage, TermsPage } from '../features/legal';
import { AdminReportsPage } from '../features/reports';
import { RequireAuth, RequireRole } from '../shared/auth';
import { AppLayout } from '../shared/ui/layout/AppLayout';
import { ErrorScreen } from '../shared/ui/ErrorScreen';

/** The route table of spec §2. Product and admin screens are placeholders until their issues land. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout userTools={<NotificationBell />} />,
    errorElement: <ErrorScreen />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/verify-email/:token?', element: <VerifyEmailPage /> },
      { path: '/payment/success', element: <PaymentSuccessPage /> },
      { path: '/payment/cancel', element: <PaymentCancelPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/analyzer', element: <AnalyzerPage /> },
          { path: '/analyzer/records/:recordId', element: <RecordPage /> },
          {
            path: '/analytics',
            // Its chart library is a chunk of its own, fetched when the screen is first opened.
            lazy: async () => ({
              Component: (await import('../features/analytics')).AnalyticsPage,
            }),
          },
          { path: '/companies/:siren', element: <CompanyPage /> },
          { path: '/officers', element: <OfficersPage /> },
          { path: '/portfolio', element: <PortfolioPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/subscriptions', element: <SubscriptionsPage /> },
          { path: '/credits', element: <CreditsPage /> },
          { path: '/favorites', element: <FavoritesPage /> },
          { path: '/favorites/:favoriteId', element: <FavoriteDetailPage /> },
          { path: '/watches', element: <WatchesPage /> },
          { path: '/saved-searches', element: <SavedSearchesPage /> },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/settings/api-keys', element: <ApiKeysPage /> },
          { path: '/settings/webhooks', element: <WebhooksPage /> },
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          { path: '/admin', element: <AdminDashboardPage /> },
          { path: '/admin/users', element: <AdminUsersPage /> },
          { path: '/admin/analyzer-ingest', element: <AnalyzerIngestPage /> },
          { path: '/admin/data', element: <AdminDataPage /> },
          { path: '/admin/reports', element: <AdminReportsPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
