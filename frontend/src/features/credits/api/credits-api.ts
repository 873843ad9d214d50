import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiSchemas } from '../../../shared/api';

export type CreditPack = ApiSchemas['CreditPackResponse'];

export type CreditTransaction = ApiSchemas['CreditTransactionResponse'];

export type TransactionsPage = ApiSchemas['TransactionsResponse'];

export type CreditsCheckoutInput = ApiSchemas['CreditsCheckoutDto'];

/** The calendar month's usage against the plan, as the server counts it. */
export type MonthlyUsage = ApiSchemas['MonthlyUsage'];

/** Spec §9: the credit history shows 10 rows a page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

export const creditsApi = {
  balance: () => api.get('/api/credits/balance').then((body) => body.balance),
  packs: () => api.get('/api/credits/packs').then((body) => body.packs),
  transactions: (offset: number): Promise<TransactionsPage> =>
    api.get('/api/credits/transactions', {
      params: { query: { limit: TRANSACTIONS_PAGE_SIZE, offset } },
    }),
  usage: () => api.get('/api/subscriptions/usage').then((body) => body.usage),
  checkout: (input: CreditsCheckoutInput) =>
    api.post('/api/payments/checkout/credits', { body: input }).then((body) => body.url),
};

export const creditKeys = {
  all: ['credits'] as const,
  balance: () => ['credits', 'balance'] as const,
  packs: () => ['credits', 'packs'] as const,
  usage: () => ['credits', 'usage'] as const,
  transactions: (offset: number) => ['credits', 'transactions', { offset }] as const,
};

export const creditQueries = {
  balance: () => queryOptions({ queryKey: creditKeys.balance(), queryFn: creditsApi.balance }),
  usage: () => queryOptions({ queryKey: creditKeys.usage(), queryFn: creditsApi.usage }),
  packs: () =>
    queryOptions({ queryKey: creditKeys.packs(), queryFn: creditsApi.packs, staleTime: Infinity }),
  transactions: (offset: number) =>
    queryOptions({
      queryKey: creditKeys.transactions(offset),
      queryFn: () => creditsApi.transactions(offset),
      placeholderData: keepPreviousData,
    }),
};
