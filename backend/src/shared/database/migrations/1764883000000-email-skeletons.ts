import { MigrationInterface, QueryRunner } from 'typeorm';
// A data migration: existing addresses get their skeleton by the function of that time, frozen
// here, so that changing identity's skeleton never rewrites it.
import { emailSkeleton } from './frozen/1764883000000-email-skeleton';

const BATCH = 1_000;

/**
 * Issue 28: an address that looks like another one (Cyrillic "а" for "a", "ʟ" for "l") is the
 * same account. Each user keeps the confusable skeleton of its e-mail (UTS #39, computed in
 * TypeScript: SQL has no confusables table), unique. Existing look-alikes keep their accounts:
 * the oldest holds the skeleton, the others none (for an admin to settle), rather than failing
 * the migration. A row written without it (a raw INSERT) is not compared.
 */
export class EmailSkeletons1764883000000 implements MigrationInterface {
  name = 'EmailSkeletons1764883000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email_skeleton text`);
    const taken = new Set<string>();
    for (let afterId = 0; ;) {
      const users: { id: number; email: string }[] = await queryRunner.query(
        `SELECT id, email FROM users WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
        [afterId],
      );
      if (users.length === 0) break;
      afterId = users[users.length - 1].id;
      const firsts: { id: number; skeleton: string }[] = [];
      for (const { id, email } of users) {
        const skeleton = emailSkeleton(email.toLowerCase());
        if (taken.has(skeleton)) continue;
        taken.add(skeleton);
        firsts.push({ id, skeleton });
      }
      await queryRunner.query(
        `UPDATE users u SET email_skeleton = s.skeleton
         FROM unnest($1::int[], $2::text[]) AS s(id, skeleton) WHERE u.id = s.id`,
        [firsts.map((user) => user.id), firsts.map((user) => user.skeleton)],
      );
    }
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_email_skeleton_key ON users (email_skeleton)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email_skeleton`);
  }
}
