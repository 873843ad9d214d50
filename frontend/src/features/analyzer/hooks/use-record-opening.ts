import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { analyzerApi, analyzerKeys } from '../api/analyzer-api';
import { useRecord } from './use-record';

/**
 * Opens a record only once the user knows what it costs: when opening it would take a credit,
 * the record waits for `confirm()`. The server charges (or refuses) when the record is read; a
 * record already read in this session, or a cost that cannot be known, opens at once.
 */
export function useRecordOpening(id: string | number | null) {
  const queryClient = useQueryClient();
  const [confirmedId, setConfirmedId] = useState<string | number | null>(null);
  const isRead = id !== null && queryClient.getQueryData(analyzerKeys.detail(id)) !== undefined;
  const cost = useQuery({
    queryKey: analyzerKeys.openingCost(id ?? ''),
    queryFn: () => analyzerApi.openingCost(id as string | number),
    enabled: id !== null && id !== '' && !isRead,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const isFree = cost.data !== undefined && cost.data.cost === 0;
  const mayOpen = id !== null && (isRead || isFree || cost.isError || confirmedId === id);
  const record = useRecord(mayOpen ? id : null);
  return {
    record,
    /** Set while the user has to agree to pay for the opening. */
    pendingCost: !mayOpen && cost.data ? cost.data : null,
    isCheckingCost: cost.isFetching,
    confirm: () => setConfirmedId(id),
  };
}
