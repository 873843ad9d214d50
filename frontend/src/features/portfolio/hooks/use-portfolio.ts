import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { portfolioApi, portfolioKeys } from '../api/portfolio-api';
import { PORTFOLIO_FLAGS, type PortfolioFilters, type PortfolioFlag } from '../types';

const isFlag = (value: string | null): value is PortfolioFlag =>
  PORTFOLIO_FLAGS.includes(value as PortfolioFlag);

/** The portfolio's filters and page live in the URL (?status=&flag=&page=). */
export function usePortfolio() {
  const [params, setParams] = useSearchParams();
  const flag = params.get('flag');
  const filters: PortfolioFilters = {
    status: params.get('status') || null,
    flag: isFlag(flag) ? flag : null,
  };
  const asked = Number(params.get('page'));
  const page = Number.isSafeInteger(asked) && asked > 1 ? asked : 1;
  const query = useQuery({
    queryKey: portfolioKeys.page(filters, page),
    queryFn: () => portfolioApi.page(filters, page),
    placeholderData: keepPreviousData,
  });
  const setView = useCallback(
    (next: PortfolioFilters, nextPage = 1) => {
      const entries = Object.entries({
        status: next.status,
        flag: next.flag,
        page: nextPage > 1 ? String(nextPage) : null,
      }).filter((entry): entry is [string, string] => entry[1] !== null);
      setParams(Object.fromEntries(entries));
    },
    [setParams],
  );
  return { filters, page, query, setView };
}
