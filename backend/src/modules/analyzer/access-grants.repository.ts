import { Injectable } from '@nestjs/common';
import { Database, sql } from '../../shared/database';
import { AccessGrant } from './entities/access-grant.entity';
import type { GrantCriteria } from './record-visibility';

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

  /** The grants a user holds now: their own and those of the plan that applies to them. */
  criteriaOf(userId: number, planId: number | null): Promise<GrantCriteria[]> {
    return this.db.query<GrantCriteria>(sql`
      SELECT departements, types, from_date::text AS "from" FROM access_grants
      WHERE user_id = ${userId} OR plan_id = ${planId}
      ORDER BY id`);
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
