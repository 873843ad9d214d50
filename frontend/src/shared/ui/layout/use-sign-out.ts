import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth';

/**
 * Leaves the page first, then ends the session: otherwise the guard of a protected page would
 * send the signed-out user to /login with that page to return to, and the next login (maybe
 * someone else's) would land there. `flushSync`: a navigation is a transition, which the
 * session's end would otherwise overtake.
 */
export function useSignOut(): () => Promise<void> {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/login', { replace: true, flushSync: true });
    await logout();
  }, [logout, navigate]);
}
