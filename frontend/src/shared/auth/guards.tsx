import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { returnStateFor } from './return-path';
import { useSession } from './session-context';
import type { Role } from './types';

/** Signed-out visitors go to /login, which brings them back; a spinner shows while loading. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={returnStateFor(location)} />;
  return children ?? <Outlet />;
}

/** A signed-in user without the role goes to /. The server enforces the same rule. */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={returnStateFor(location)} />;
  if (user.role !== role) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
