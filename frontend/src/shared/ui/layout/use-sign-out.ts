import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth';

export function useSignOut(): () => Promise<void> {
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate('/login', { replace: true });
  }, [logout, navigate]);
}
