import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/api';
import type { Role } from '../../../shared/auth';

/** Ids are numbers on the server; the session's user type keeps them as strings. */
export type UserId = number | string;

export interface AdminUser {
  id: UserId;
  email: string;
  fullName: string;
  role: Role;
  isVerified: boolean;
  createdAt: string;
}

export interface AdminUserDetail extends AdminUser {
  creditBalance: number;
}

export interface AdminStats {
  totalUsers: number;
  totalRecords: number;
  activeSubscriptions: number;
  /** In cents. */
  monthlyRevenue: number;
  totalCredits: number;
  avgRecordsPerUser: number;
}

export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

export interface SystemHealth {
  /** 'unavailable' is the client's default when the route is missing (spec §8). */
  status: 'healthy' | 'degraded' | 'unavailable' | string;
  apiHealth: boolean;
  dbHealth: boolean;
  cacheHealth?: boolean;
  queues?: Record<string, QueueDepth>;
  lastChecked: string;
}

export type SubscriptionStatus = 'active' | 'canceled' | 'expired';

export interface AdminSubscription {
  id: UserId;
  userId: UserId;
  status: SubscriptionStatus;
  startDate: string;
  currentPeriodEnd: string | null;
  createdAt: string;
  plan: { name: string; price: number } | null;
  user: Pick<AdminUser, 'id' | 'email' | 'fullName'> | null;
}

export interface UserPage {
  users: AdminUser[];
  page: number;
  limit: number;
  totalPages: number;
  totalItems: number;
}

export interface UserListParams {
  page: number;
  search: string;
}

export interface UserChanges {
  fullName: string;
  role: Role;
  is_verified: boolean;
}

/** Spec §9: 5 latest users and subscriptions on the dashboard; 10 users a page. */
export const LATEST_LIMIT = 5;
export const USERS_PAGE_SIZE = 10;

export const adminApi = {
  stats: () => http.get<AdminStats>('/admin/stats'),
  systemHealth: () => http.get<SystemHealth>('/admin/system-health'),
  latestUsers: () =>
    http
      .get<{ users: AdminUser[] }>('/admin/users', { query: { limit: LATEST_LIMIT } })
      .then((body) => body.users ?? []),
  latestSubscriptions: () =>
    http
      .get<{
        subscriptions: AdminSubscription[];
      }>('/admin/subscriptions', { query: { limit: LATEST_LIMIT } })
      .then((body) => body.subscriptions ?? []),
  users: ({ page, search }: UserListParams) =>
    http.get<UserPage>('/admin/usermanagement', {
      query: { page, limit: USERS_PAGE_SIZE, search },
    }),
  user: (id: UserId) =>
    http.get<{ user: AdminUserDetail }>(`/admin/usermanagement/${id}`).then((body) => body.user),
  updateUser: (id: UserId, changes: UserChanges) =>
    http
      .put<{ success: boolean; user: AdminUser }>(`/admin/usermanagement/${id}`, changes)
      .then((body) => body.user),
  adjustCredits: (id: UserId, amount: number, description: string) =>
    http
      .post<{
        success: boolean;
        balance: number;
      }>(`/admin/usermanagement/${id}/credits`, { amount, description })
      .then((body) => body.balance),
  queueBoardUrl: () => http.post<{ url: string }>('/admin/queues-ticket').then((body) => body.url),
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
};
