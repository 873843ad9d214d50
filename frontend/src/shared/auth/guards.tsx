import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { useSession } from './session-context';
import type { Role } from './types';

/** Signed-out visitors go to /login; a spinner shows while the session loads. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children ?? <Outlet />;
}

/** A signed-in user without the role goes to /. The server enforces the same rule. */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (user.role !== role) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
