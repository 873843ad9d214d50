import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { sql } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { planGivingAccessTo } from '../billing';
import { AccessGrantsRepository, GrantHolder } from './access-grants.repository';
import { AnalyzerError } from './analyzer.errors';
import { AccessGrantResponse, CreateGrantDto } from './dto/access-grant.dto';
import { AccessGrant } from './entities/access-grant.entity';
import type { Viewer } from './record-visibility';
import { WatchedSirensReader } from './watched-sirens.reader';

const FOREIGN_KEY_VIOLATION = '23503';

function toGrantResponse(grant: AccessGrant): AccessGrantResponse {
  return {
    id: grant.id,
    departements: grant.departements,
    types: grant.types,
    from: grant.fromDate,
    createdAt: grant.createdAt.toISOString(),
  };
}

/** Access grants (CONTRACT §7.2): who sees which segment of the catalogue, present and future. */
@Injectable()
export class AccessGrantsService {
  constructor(
    private readonly grants: AccessGrantsRepository,
    private readonly watches: WatchedSirensReader,
  ) {}

  /**
   * Whom a read is for: admins see everything (undefined); a user, with the grants they hold
   * and the companies they watch, read in one statement (every read of records asks it first).
   */
  async viewerOf(user: AuthUser): Promise<Viewer | undefined> {
    if (user.role === 'admin') return undefined;
    const userId = sql`${user.id}`;
    return this.grants.viewerOf(
      user.id,
      planGivingAccessTo(userId),
      this.watches.sirensWatchedBy(userId),
    );
  }

  async list(holder: GrantHolder): Promise<AccessGrantResponse[]> {
    return (await this.grants.listFor(holder)).map(toGrantResponse);
  }

  async create(
    actor: AuthUser,
    holder: GrantHolder,
    dto: CreateGrantDto,
  ): Promise<AccessGrantResponse> {
    const criteria = {
      departements: dto.departements ? [...new Set(dto.departements)] : null,
      types: dto.types ? [...new Set(dto.types)] : null,
      from: dto.from ?? null,
    };
    if (!criteria.departements && !criteria.types && !criteria.from) {
      throw new DomainException(AnalyzerError.GrantCriterionRequired);
    }
    try {
      return toGrantResponse(await this.grants.create(holder, criteria, actor.id));
    } catch (error) {
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
      throw new DomainException(holderNotFound(holder));
    }
  }

  async delete(holder: GrantHolder, grantId: number): Promise<void> {
    if (!(await this.grants.delete(holder, grantId))) {
      throw new DomainException(AnalyzerError.GrantNotFound);
    }
  }
}

const holderNotFound = (holder: GrantHolder) =>
  'userId' in holder ? AnalyzerError.GrantUserNotFound : AnalyzerError.GrantPlanNotFound;
