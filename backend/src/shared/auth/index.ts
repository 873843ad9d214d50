export {
  API_KEY_PREFIX,
  API_KEY_SCHEME,
  ApiKeyAccess,
  ApiKeyResolver,
  isApiKeySecret,
} from './api-key';
export { AuthUserResolver } from './auth-user';
export type { AuthUser, Role } from './auth-user';
export { AuthenticationGuard, bearerToken } from './authentication.guard';
export { CurrentUser } from './current-user.decorator';
export { IS_PUBLIC_KEY, Public } from './public.decorator';
export { Roles } from './roles.decorator';
export { RolesGuard } from './roles.guard';
