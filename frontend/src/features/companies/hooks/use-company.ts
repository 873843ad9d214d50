import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../shared/api';
import { companiesApi, companiesKeys } from '../api/companies-api';
import { sirenFromInput } from '../siren';

/** Why the company cannot be shown: a malformed SIREN, none of its notices visible, or a failure. */
export type CompanyProblem = 'invalidSiren' | 'notFound' | 'loadFailed';

/**
 * The company of /companies/:siren and the page of its timeline. The page lives in the URL, so
 * that coming back from a notice returns to the same page.
 */
export function useCompany(sirenParam: string) {
  const siren = sirenFromInput(sirenParam);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isSafeInteger(asked) && asked > 1 ? asked : 1;
  const query = useQuery({
    queryKey: companiesKeys.detail(siren ?? '', page),
    queryFn: () => companiesApi.findOne(siren as string, page),
    enabled: siren !== null,
    placeholderData: keepPreviousData,
  });
  const setPage = useCallback(
    (next: number) => setParams(next > 1 ? { page: String(next) } : {}),
    [setParams],
  );
  const { data, error } = query;
  let problem: CompanyProblem | null = null;
  if (siren === null) problem = 'invalidSiren';
  else if (query.isError)
    problem = isApiError(error) && error.status === 404 ? 'notFound' : 'loadFailed';
  return {
    siren,
    page,
    setPage,
    company: problem ? undefined : data?.company,
    announcements: problem ? undefined : data?.announcements,
    isLoading: siren !== null && query.isPending,
    isFetching: query.isFetching,
    problem,
    error,
  };
}
