import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useErrorToast } from '../../../shared/api';
import { adminQueries } from '../api/admin-api';

/**
 * The user management list: what is typed in the box is only searched on Enter or on the search
 * button, which also goes back to page 1 (spec §2).
 */
export function useUserList() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [searchInput, setSearchInput] = useState('');
  const [params, setParams] = useState({ page: 1, search: '' });
  const query = useQuery(adminQueries.userList(params));
  useErrorToast(query.error, query.errorUpdatedAt, (error) =>
    errorMessage(error, t('users.errors.list')),
  );
  return {
    users: query.data?.users ?? [],
    page: params.page,
    totalPages: Math.max(1, query.data?.totalPages ?? 1),
    totalItems: query.data?.totalItems ?? 0,
    searchInput,
    setSearchInput,
    submitSearch: () => setParams({ page: 1, search: searchInput.trim() }),
    setPage: (page: number) => setParams((current) => ({ ...current, page })),
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? errorMessage(query.error, t('users.errors.list')) : null,
  };
}
