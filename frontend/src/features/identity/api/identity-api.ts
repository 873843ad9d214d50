import { http, type ApiSchemas } from '../../../shared/api';

export type RegisterInput = ApiSchemas['RegisterDto'];

type Message = ApiSchemas['MessageResponse'];
type TokenCheck = ApiSchemas['TokenCheckResponse'];

const noRefresh = { skipRefresh: true };

export const identityApi = {
  register: (input: RegisterInput) =>
    http.post<ApiSchemas['RegisteredResponse']>('/auth/register', input, noRefresh),
  verifyEmail: (token: string) =>
    http.get<ApiSchemas['VerifyEmailResponse']>(
      `/auth/verify-email/${encodeURIComponent(token)}`,
      noRefresh,
    ),
  resendVerification: (email: string) =>
    http.post<Message>('/auth/resend-verification', { email }, noRefresh),
  forgotPassword: (email: string) =>
    http.post<Message>('/auth/forgot-password', { email }, noRefresh),
  verifyResetToken: (token: string) =>
    http.get<TokenCheck>(`/auth/verify-reset-token/${encodeURIComponent(token)}`, noRefresh),
  resetPassword: (token: string, password: string) =>
    http.post<Message>('/auth/reset-password', { token, password }, noRefresh),
  updateProfile: (fullName: string) =>
    http.put<ApiSchemas['UserChangedResponse']>('/auth/profile', { fullName }),
  changePassword: (currentPassword: string, newPassword: string) =>
    http.post<Message>('/auth/change-password', { currentPassword, newPassword }),
  /** CONTRACT 7.7: the JSON file of everything held about the user. */
  exportAccount: () => http.get<Blob>('/auth/account/export', { responseType: 'blob' }),
  deleteAccount: (password: string) => http.delete<void>('/auth/account', { body: { password } }),
};

export const identityKeys = {
  verifyEmail: (token: string) => ['identity', 'verify-email', token] as const,
  resetToken: (token: string) => ['identity', 'reset-token', token] as const,
};
