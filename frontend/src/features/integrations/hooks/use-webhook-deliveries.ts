import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { webhooksApi, webhooksKeys } from '../api/webhooks-api';

export const DELIVERIES_PER_PAGE = 10;

/** A webhook's delivery log, newest attempt first, page by page. */
export function useWebhookDeliveries(webhookId: number) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: webhooksKeys.deliveryPage(webhookId, page, DELIVERIES_PER_PAGE),
    queryFn: () => webhooksApi.deliveries(webhookId, page, DELIVERIES_PER_PAGE),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.meta.total ?? 0;
  return {
    query,
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil(total / DELIVERIES_PER_PAGE)),
  };
}
