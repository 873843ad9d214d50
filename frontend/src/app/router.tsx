import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PaymentCancelPage, PaymentSuccessPage } from '../features/billing';
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
import { PrivacyPage, TermsPage } from '../features/legal';
import { RequireAuth, RequireRole } from '../shared/auth';
import { AppLayout } from '../shared/ui/layout/AppLayout';
import { ErrorScreen } from '../shared/ui/ErrorScreen';
import { PlaceholderPage } from '../shared/ui/PlaceholderPage';

/** The route table of spec §2. Product and admin screens are placeholders until their issues land. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
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
          { path: '/analyzer', element: <PlaceholderPage titleKey="pages.analyzer" /> },
          {
            path: '/analyzer/records/:recordId',
            element: <PlaceholderPage titleKey="pages.analyzer" />,
          },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/subscriptions', element: <PlaceholderPage titleKey="pages.subscriptions" /> },
          { path: '/credits', element: <PlaceholderPage titleKey="pages.credits" /> },
          { path: '/favorites', element: <PlaceholderPage titleKey="pages.favorites" /> },
          {
            path: '/favorites/:favoriteId',
            element: <PlaceholderPage titleKey="pages.favoriteDetail" />,
          },
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          { path: '/admin', element: <PlaceholderPage titleKey="pages.admin" /> },
          { path: '/admin/users', element: <PlaceholderPage titleKey="pages.adminUsers" /> },
          {
            path: '/admin/analyzer-ingest',
            element: <PlaceholderPage titleKey="pages.adminIngest" />,
          },
          { path: '/admin/data', element: <PlaceholderPage titleKey="pages.adminData" /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
