import { Injectable } from '@nestjs/common';
import { Database, sql, SqlFragment, Transaction } from '../../shared/database';
import { FavoriteDocument } from './entities/favorite-document.entity';
import { Favorite } from './entities/favorite.entity';

export type FavoriteWithCount = Favorite & { documentCount: number };

/** A favorite's columns as the entity's properties, and how many documents it has. */
const FAVORITE_WITH_COUNT = sql`
  f.id, f.user_id AS "userId", f.analyzer_record_id AS "analyzerRecordId", f.notes,
  f.created_at AS "createdAt", f.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM favorite_documents d WHERE d.favorite_id = f.id) AS "documentCount"`;

const DOCUMENT_COLUMNS = sql`
  d.id, d.favorite_id AS "favoriteId", d.original_name AS "originalName",
  d.stored_name AS "storedName", d.mime_type AS "mimeType", d.size, d.uploaded_at AS "uploadedAt"`;

/** Queries of the favorites and their documents; ownership is always part of the query. */
@Injectable()
export class FavoritesRepository {
  constructor(private readonly db: Database) {}

  /** Record id → favorite id among the given records. */
  async favoriteIdsByRecord(userId: number, recordIds: number[]): Promise<Map<number, number>> {
    if (!recordIds.length) return new Map();
    const rows = await this.db.query<{ id: number; analyzer_record_id: number }>(
      sql`SELECT id, analyzer_record_id FROM favorites
          WHERE user_id = ${userId} AND analyzer_record_id = ANY(${recordIds}::int[])`,
    );
    return new Map(rows.map((row) => [row.analyzer_record_id, row.id]));
  }

  async findOwned(userId: number, id: number): Promise<FavoriteWithCount | null> {
    return this.findOneWithCount(sql`f.id = ${id} AND f.user_id = ${userId}`);
  }

  async findOwnedByRecord(userId: number, recordId: number): Promise<FavoriteWithCount | null> {
    return this.findOneWithCount(sql`f.user_id = ${userId} AND f.analyzer_record_id = ${recordId}`);
  }

  /** Adds the favorite unless the user already has it; true when this call created it. */
  async insertIfAbsent(userId: number, recordId: number): Promise<boolean> {
    const rows = await this.db.query(
      sql`INSERT INTO favorites (user_id, analyzer_record_id) VALUES (${userId}, ${recordId})
          ON CONFLICT (user_id, analyzer_record_id) DO NOTHING RETURNING id`,
    );
    return rows.length > 0;
  }

  /** A page of the user's favorites, latest first, and their total. */
  async findPageOfUser(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ favorites: FavoriteWithCount[]; total: number }> {
    const [favorites, count] = await Promise.all([
      this.db.query<FavoriteWithCount>(
        sql`SELECT ${FAVORITE_WITH_COUNT} FROM favorites f WHERE f.user_id = ${userId}
            ORDER BY f.created_at DESC, f.id DESC OFFSET ${offset} LIMIT ${limit}`,
      ),
      this.db.queryOne<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM favorites WHERE user_id = ${userId}`,
      ),
    ]);
    return { favorites, total: count!.total };
  }

  /** The next batch of the export, latest first (by id: timestamps lose precision in JS). */
  findExportBatch(
    userId: number,
    beforeId: number | null,
    limit: number,
  ): Promise<FavoriteWithCount[]> {
    return this.db.query<FavoriteWithCount>(
      sql`SELECT ${FAVORITE_WITH_COUNT} FROM favorites f
          WHERE f.user_id = ${userId} AND (${beforeId}::int IS NULL OR f.id < ${beforeId})
          ORDER BY f.id DESC LIMIT ${limit}`,
    );
  }

  async updateNotes(
    userId: number,
    id: number,
    notes: string | null,
    tx?: Transaction,
  ): Promise<void> {
    await this.db.query(
      sql`UPDATE favorites SET notes = ${notes}, updated_at = now()
          WHERE id = ${id} AND user_id = ${userId}`,
      tx,
    );
  }

  /** Deletes the favorite (its document rows cascade); returns the files to remove, or null. */
  deleteOwned(userId: number, id: number): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const owned = await this.db.query(
        sql`SELECT id FROM favorites WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
        tx,
      );
      if (!owned.length) return null;
      const documents = await this.db.query<{ stored_name: string }>(
        sql`SELECT stored_name FROM favorite_documents WHERE favorite_id = ${id}`,
        tx,
      );
      await this.db.query(sql`DELETE FROM favorites WHERE id = ${id}`, tx);
      return documents.map((document) => document.stored_name);
    });
  }

  documentsOf(favoriteId: number): Promise<FavoriteDocument[]> {
    return this.db.repository(FavoriteDocument).find({
      where: { favoriteId },
      order: { uploadedAt: 'DESC', id: 'DESC' },
    });
  }

  async insertDocument(
    document: Omit<FavoriteDocument, 'id' | 'uploadedAt'>,
  ): Promise<FavoriteDocument> {
    const documents = this.db.repository(FavoriteDocument);
    return documents.save(documents.create(document));
  }

  async findOwnedDocument(userId: number, documentId: number): Promise<FavoriteDocument | null> {
    const document = await this.db.queryOne<FavoriteDocument>(
      sql`SELECT ${DOCUMENT_COLUMNS} FROM favorite_documents d
          JOIN favorites f ON f.id = d.favorite_id
          WHERE d.id = ${documentId} AND f.user_id = ${userId}`,
    );
    return document ?? null;
  }

  async deleteDocument(id: number): Promise<void> {
    await this.db.repository(FavoriteDocument).delete({ id });
  }

  private async findOneWithCount(condition: SqlFragment): Promise<FavoriteWithCount | null> {
    const favorite = await this.db.queryOne<FavoriteWithCount>(
      sql`SELECT ${FAVORITE_WITH_COUNT} FROM favorites f WHERE ${condition}`,
    );
    return favorite ?? null;
  }
}
