import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CommonError, DomainException } from '../errors';
import { AuthUserResolver } from './auth-user';
import { IS_PUBLIC_KEY } from './public.decorator';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Global: every route needs a valid access token unless it is marked @Public(). */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly resolver: AuthUserResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest();
    const token = bearerToken(request.headers.authorization);
    const user = token ? await this.resolver.resolveAccessToken(token) : null;
    if (!user) throw new DomainException(CommonError.Unauthenticated);
    request.user = user;
    return true;
  }
}
