import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CommonError, DomainException } from '../errors';
import { API_KEY_ACCESS_KEY, ApiKeyResolver, isApiKeySecret } from './api-key';
import { AuthUser, AuthUserResolver } from './auth-user';
import { IS_PUBLIC_KEY } from './public.decorator';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Global: every route needs a valid access token unless it is marked @Public(); an API key
 * stands for its owner only on the routes marked @ApiKeyAccess().
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly resolver: AuthUserResolver,
    private readonly apiKeys: ApiKeyResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest();
    const token = bearerToken(request.headers.authorization);
    const user = token ? await this.userOf(token, context) : null;
    if (!user) throw new DomainException(CommonError.Unauthenticated);
    request.user = user;
    return true;
  }

  private async userOf(token: string, context: ExecutionContext): Promise<AuthUser | null> {
    if (!isApiKeySecret(token)) return this.resolver.resolveAccessToken(token);
    const isKeyAccepted = this.reflector.getAllAndOverride<boolean>(API_KEY_ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isKeyAccepted ? this.apiKeys.resolveApiKey(token) : null;
  }
}
