import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, type ApiSchemas } from '../../../shared/api';

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
  stats: () => http.get<AdminStats>('/admin/stats'),
  systemHealth: () => http.get<SystemHealth>('/admin/system-health'),
  latestUsers: () =>
    http
      .get<ApiSchemas['LatestUsersResponse']>('/admin/users', { query: { limit: LATEST_LIMIT } })
      .then((body) => body.users ?? []),
  latestSubscriptions: () =>
    http
      .get<ApiSchemas['LatestSubscriptionsResponse']>('/admin/subscriptions', {
        query: { limit: LATEST_LIMIT },
      })
      .then((body) => body.subscriptions ?? []),
  users: ({ page, search }: UserListParams) =>
    http.get<UserPage>('/admin/usermanagement', {
      query: { page, limit: USERS_PAGE_SIZE, search },
    }),
  user: (id: UserId) =>
    http
      .get<ApiSchemas['AdminUserResponse']>(`/admin/usermanagement/${id}`)
      .then((body) => body.user),
  updateUser: (id: UserId, changes: UserChanges) =>
    http
      .put<ApiSchemas['UserChangedResponse']>(`/admin/usermanagement/${id}`, changes)
      .then((body) => body.user),
  adjustCredits: (id: UserId, amount: number, description: string) =>
    http
      .post<ApiSchemas['AdjustedCreditsResponse']>(`/admin/usermanagement/${id}/credits`, {
        amount,
        description,
      })
      .then((body) => body.balance),
  grants: (id: UserId) =>
    http
      .get<ApiSchemas['AccessGrantListResponse']>(`/admin/usermanagement/${id}/grants`)
      .then((body) => body.grants),
  addGrant: (id: UserId, criteria: GrantCriteria) =>
    http
      .post<ApiSchemas['AccessGrantCreatedResponse']>(
        `/admin/usermanagement/${id}/grants`,
        criteria,
      )
      .then((body) => body.grant),
  removeGrant: (id: UserId, grantId: AccessGrant['id']) =>
    http.delete<void>(`/admin/usermanagement/${id}/grants/${grantId}`),
  queueBoardUrl: () =>
    http
      .post<ApiSchemas['QueueBoardTicketResponse']>('/admin/queues-ticket')
      .then((body) => body.url),
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
