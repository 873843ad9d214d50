import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/api';

export interface CreditPack {
  id: string;
  name: string;
  credits: number;
  /** In cents. */
  price: number;
  currency: string;
}

export interface CreditTransaction {
  id: number | string;
  type: string;
  /** Signed: positive adds credits, negative spends them. */
  amount: number;
  balanceAfter?: number;
  description: string | null;
  createdAt?: string;
  /** The older spelling some responses use (spec §3). */
  created_at?: string;
}

export interface TransactionsPage {
  transactions: CreditTransaction[];
  pagination: { total: number; limit: number; offset: number; hasMore: boolean };
}

export interface CreditsCheckoutInput {
  amountInCents: number;
  currency: 'usd';
  description: string;
  credits: number;
  packId: string;
}

/** Spec §9: the credit history shows 10 rows a page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

export const creditsApi = {
  balance: () => http.get<{ balance: number }>('/credits/balance').then((body) => body.balance),
  packs: () => http.get<{ packs: CreditPack[] }>('/credits/packs').then((body) => body.packs),
  transactions: (offset: number) =>
    http.get<TransactionsPage>('/credits/transactions', {
      query: { limit: TRANSACTIONS_PAGE_SIZE, offset },
    }),
  checkout: (input: CreditsCheckoutInput) =>
    http
      .post<{ url?: string; checkoutUrl?: string }>('/payments/checkout/credits', input)
      .then((body) => body.checkoutUrl ?? body.url ?? ''),
};

export const creditKeys = {
  all: ['credits'] as const,
  balance: () => ['credits', 'balance'] as const,
  packs: () => ['credits', 'packs'] as const,
  transactions: (offset: number) => ['credits', 'transactions', { offset }] as const,
};

export const creditQueries = {
  balance: () => queryOptions({ queryKey: creditKeys.balance(), queryFn: creditsApi.balance }),
  packs: () =>
    queryOptions({ queryKey: creditKeys.packs(), queryFn: creditsApi.packs, staleTime: Infinity }),
  transactions: (offset: number) =>
    queryOptions({
      queryKey: creditKeys.transactions(offset),
      queryFn: () => creditsApi.transactions(offset),
      placeholderData: keepPreviousData,
    }),
};
