import { MigrationInterface, QueryRunner } from 'typeorm';

export class Favorites1764115200000 implements MigrationInterface {
  name = 'Favorites1764115200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE favorites (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        analyzer_record_id integer NOT NULL REFERENCES analyzer_records(id) ON DELETE CASCADE,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT favorites_user_record UNIQUE (user_id, analyzer_record_id)
      )`);
    // The list and the export read a user's favorites latest first.
    await queryRunner.query(
      `CREATE INDEX favorites_user_latest ON favorites (user_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE favorite_documents (
        id serial PRIMARY KEY,
        favorite_id integer NOT NULL REFERENCES favorites(id) ON DELETE CASCADE,
        original_name varchar(255) NOT NULL,
        stored_name varchar(64) NOT NULL UNIQUE,
        mime_type varchar(150) NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX favorite_documents_favorite ON favorite_documents (favorite_id, uploaded_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE favorite_documents`);
    await queryRunner.query(`DROP TABLE favorites`);
  }
}
