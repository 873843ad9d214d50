export { AdminDashboardPage } from './pages/AdminDashboardPage';
export { AdminUsersPage } from './pages/AdminUsersPage';
export { adminKeys, adminQueries } from './api/admin-api';
