import { useQuery } from '@tanstack/react-query';
import { apiKeysApi, apiKeysKeys } from '../api/api-keys-api';

/** The user's API keys, newest first (never their secrets). */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKeys.list(), queryFn: apiKeysApi.list });
}
