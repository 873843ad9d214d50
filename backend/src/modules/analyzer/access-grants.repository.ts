import { Injectable } from '@nestjs/common';
import { Database, sql, SqlFragment } from '../../shared/database';
import { AccessGrant } from './entities/access-grant.entity';
import type { GrantCriteria, Viewer } from './record-visibility';

/** Who holds a grant: a user, or every subscriber of a plan. */
export type GrantHolder = { userId: number } | { planId: number };

const holderColumns = (holder: GrantHolder) =>
  'userId' in holder
    ? { userId: holder.userId, planId: null }
    : { userId: null, planId: holder.planId };

/** The holder as a find condition (a null column would not mean IS NULL there). */
const holderWhere = (holder: GrantHolder) =>
  'userId' in holder ? { userId: holder.userId } : { planId: holder.planId };

@Injectable()
export class AccessGrantsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Whom a read is for, in one statement: the grants the user holds now (their own and those of
   * `planId`, the plan that applies to them) and the SIRENs in `watchedSirens` (a `text[]`).
   */
  async viewerOf(userId: number, planId: SqlFragment, watchedSirens: SqlFragment): Promise<Viewer> {
    const row = await this.db.queryOnePrepared<Omit<Viewer, 'userId'>>(
      'viewer',
      sql`
      SELECT coalesce((SELECT json_agg(json_build_object('departements', g.departements,
          'types', g.types, 'from', g.from_date::text) ORDER BY g.id)
        FROM access_grants g WHERE g.user_id = ${userId} OR g.plan_id = ${planId}), '[]') AS grants,
        ${watchedSirens} AS "watchedSirens"`,
    );
    return { userId, ...row! };
  }

  listFor(holder: GrantHolder): Promise<AccessGrant[]> {
    return this.db
      .repository(AccessGrant)
      .find({ where: holderWhere(holder), order: { id: 'ASC' } });
  }

  /** Throws the database's foreign-key error when the holder does not exist. */
  create(holder: GrantHolder, criteria: GrantCriteria, createdBy: number): Promise<AccessGrant> {
    const repository = this.db.repository(AccessGrant);
    return repository.save(
      repository.create({
        ...holderColumns(holder),
        departements: criteria.departements,
        types: criteria.types,
        fromDate: criteria.from,
        createdBy,
      }),
    );
  }

  /** Whether the holder had that grant (it is gone either way). */
  async delete(holder: GrantHolder, grantId: number): Promise<boolean> {
    const result = await this.db
      .repository(AccessGrant)
      .delete({ id: grantId, ...holderWhere(holder) });
    return (result.affected ?? 0) > 0;
  }
}
