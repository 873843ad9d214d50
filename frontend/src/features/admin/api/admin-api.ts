import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiSchemas } from '../../../shared/api';

export type UserId = number;

export type AdminUser = ApiSchemas['UserResponse'];

export type AdminUserDetail = ApiSchemas['AdminUserDetail'];

export type AdminStats = ApiSchemas['AdminStatsResponse'];

export type QueueDepth = ApiSchemas['QueueDepth'];

export type SystemHealth = ApiSchemas['SystemHealthResponse'];

export type SubscriptionStatus = ApiSchemas['SubscriptionStatus'];

export type AdminSubscription = ApiSchemas['AdminSubscriptionResponse'];

export type UserPage = ApiSchemas['UserPageResponse'];

export interface UserListParams {
  page: number;
  search: string;
}

export type UserChanges = Required<ApiSchemas['UpdateUserDto']>;

/** A segment of the catalogue a user sees, present and future (CONTRACT §7.2). */
export type AccessGrant = ApiSchemas['AccessGrantResponse'];

/** The criteria of a new grant: only those set are sent, at least one. */
export type GrantCriteria = ApiSchemas['CreateGrantDto'];

/** Spec §9: 5 latest users and subscriptions on the dashboard; 10 users a page. */
export const LATEST_LIMIT = 5;
export const USERS_PAGE_SIZE = 10;

export const adminApi = {
  stats: () => api.get('/api/admin/stats'),
  systemHealth: () => api.get('/api/admin/system-health'),
  latestUsers: () =>
    api
      .get('/api/admin/users', { params: { query: { limit: LATEST_LIMIT } } })
      .then((body) => body.users ?? []),
  latestSubscriptions: () =>
    api
      .get('/api/admin/subscriptions', { params: { query: { limit: LATEST_LIMIT } } })
      .then((body) => body.subscriptions ?? []),
  users: ({ page, search }: UserListParams): Promise<UserPage> =>
    api.get('/api/admin/usermanagement', {
      params: { query: { page, limit: USERS_PAGE_SIZE, search } },
    }),
  user: (id: UserId) =>
    api
      .get('/api/admin/usermanagement/{id}', { params: { path: { id } } })
      .then((body) => body.user),
  updateUser: (id: UserId, changes: UserChanges) =>
    api
      .put('/api/admin/usermanagement/{id}', { params: { path: { id } }, body: changes })
      .then((body) => body.user),
  adjustCredits: (id: UserId, amount: number, description: string) =>
    api
      .post('/api/admin/usermanagement/{id}/credits', {
        params: { path: { id } },
        body: { amount, description },
      })
      .then((body) => body.balance),
  grants: (id: UserId) =>
    api
      .get('/api/admin/usermanagement/{id}/grants', { params: { path: { id } } })
      .then((body) => body.grants),
  addGrant: (id: UserId, criteria: GrantCriteria) =>
    api
      .post('/api/admin/usermanagement/{id}/grants', {
        params: { path: { id } },
        body: criteria,
      })
      .then((body) => body.grant),
  removeGrant: (id: UserId, grantId: AccessGrant['id']) =>
    api.delete('/api/admin/usermanagement/{id}/grants/{grantId}', {
      params: { path: { id, grantId } },
    }),
  queueBoardUrl: () => api.post('/api/admin/queues-ticket').then((body) => body.url),
};

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  stats: () => ['admin', 'dashboard', 'stats'] as const,
  systemHealth: () => ['admin', 'dashboard', 'system-health'] as const,
  latestUsers: () => ['admin', 'dashboard', 'latest-users'] as const,
  latestSubscriptions: () => ['admin', 'dashboard', 'latest-subscriptions'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (params: UserListParams) => ['admin', 'users', 'list', params] as const,
  user: (id: UserId) => ['admin', 'users', 'detail', String(id)] as const,
  grants: (id: UserId) => ['admin', 'users', 'detail', String(id), 'grants'] as const,
};

export const adminQueries = {
  stats: () => queryOptions({ queryKey: adminKeys.stats(), queryFn: adminApi.stats }),
  systemHealth: () =>
    queryOptions({ queryKey: adminKeys.systemHealth(), queryFn: adminApi.systemHealth }),
  latestUsers: () =>
    queryOptions({ queryKey: adminKeys.latestUsers(), queryFn: adminApi.latestUsers }),
  latestSubscriptions: () =>
    queryOptions({
      queryKey: adminKeys.latestSubscriptions(),
      queryFn: adminApi.latestSubscriptions,
    }),
  userList: (params: UserListParams) =>
    queryOptions({
      queryKey: adminKeys.userList(params),
      queryFn: () => adminApi.users(params),
      placeholderData: keepPreviousData,
    }),
  user: (id: UserId) =>
    queryOptions({ queryKey: adminKeys.user(id), queryFn: () => adminApi.user(id) }),
  grants: (id: UserId) =>
    queryOptions({ queryKey: adminKeys.grants(id), queryFn: () => adminApi.grants(id) }),
};
