import { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue's types, for the seeded plan grants on the whole BODACC catalogue. */
const EVERY_TYPE = [
  'creation',
  'immatriculation',
  'modification',
  'vente',
  'collective',
  'conciliation',
  'retablissement_professionnel',
  'radiation',
  'dpc',
  'divers',
  'rectificatif',
  'annulation',
];

/**
 * CONTRACT §7.2: access grants, a segment of the catalogue (departments, types, from a date;
 * present and future) given to a user, or to every subscriber of a plan. Each plan is seeded
 * with a grant on the whole BODACC catalogue, so a new subscriber finds notices at once.
 */
export class AccessGrants1764610000000 implements MigrationInterface {
  name = 'AccessGrants1764610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE access_grants (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        plan_id integer REFERENCES subscription_plans(id) ON DELETE CASCADE,
        departements varchar(3)[],
        types varchar(32)[],
        from_date date,
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT access_grants_one_holder CHECK ((user_id IS NULL) <> (plan_id IS NULL)),
        CONSTRAINT access_grants_one_criterion
          CHECK (departements IS NOT NULL OR types IS NOT NULL OR from_date IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX access_grants_user ON access_grants (user_id)`);
    await queryRunner.query(`CREATE INDEX access_grants_plan ON access_grants (plan_id)`);
    await queryRunner.query(
      `INSERT INTO access_grants (plan_id, types) SELECT id, $1::varchar[] FROM subscription_plans`,
      [EVERY_TYPE],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE access_grants`);
  }
}
