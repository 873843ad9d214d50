import { Injectable } from '@nestjs/common';
import { Database, sql } from '../../shared/database';

/** The stored names of deleted documents whose files are still to remove (filled by a trigger). */
@Injectable()
export class DeletedDocumentFilesRepository {
  constructor(private readonly db: Database) {}

  async oldest(limit: number): Promise<string[]> {
    const rows = await this.db.query<{ stored_name: string }>(
      sql`SELECT stored_name FROM deleted_document_files ORDER BY deleted_at, stored_name
          LIMIT ${limit}`,
    );
    return rows.map((row) => row.stored_name);
  }

  async forget(storedNames: string[]): Promise<void> {
    await this.db.query(
      sql`DELETE FROM deleted_document_files WHERE stored_name = ANY(${storedNames})`,
    );
  }
}
