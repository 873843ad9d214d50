import { api, sessionlessApi, type ApiSchemas } from '../../../shared/api';

export type RegisterInput = ApiSchemas['RegisterDto'];

/** Calls made without a session (or about the request) do not refresh one on a 401. */
export const identityApi = {
  register: (input: RegisterInput) => sessionlessApi.post('/api/auth/register', { body: input }),
  verifyEmail: (token: string) =>
    sessionlessApi.get('/api/auth/verify-email/{token}', { params: { path: { token } } }),
  resendVerification: (email: string) =>
    sessionlessApi.post('/api/auth/resend-verification', { body: { email } }),
  forgotPassword: (email: string) =>
    sessionlessApi.post('/api/auth/forgot-password', { body: { email } }),
  verifyResetToken: (token: string) =>
    sessionlessApi.get('/api/auth/verify-reset-token/{token}', { params: { path: { token } } }),
  resetPassword: (token: string, password: string) =>
    sessionlessApi.post('/api/auth/reset-password', { body: { token, password } }),
  updateProfile: (fullName: string) => api.put('/api/auth/profile', { body: { fullName } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post('/api/auth/change-password', { body: { currentPassword, newPassword } }),
  /** CONTRACT 7.7: the JSON file of everything held about the user. */
  exportAccount: () => api.get('/api/auth/account/export', { parseAs: 'blob' }),
  deleteAccount: (password: string) => api.delete('/api/auth/account', { body: { password } }),
};

export const identityKeys = {
  verifyEmail: (token: string) => ['identity', 'verify-email', token] as const,
  resetToken: (token: string) => ['identity', 'reset-token', token] as const,
};
