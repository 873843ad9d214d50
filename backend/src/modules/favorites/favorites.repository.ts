import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FavoriteDocument } from './entities/favorite-document.entity';
import { Favorite } from './entities/favorite.entity';

export type FavoriteWithCount = Favorite & { document_count: number };

const FAVORITE_WITH_COUNT = `
  f.*, (SELECT count(*)::int FROM favorite_documents d WHERE d.favorite_id = f.id) AS document_count`;

/** Queries of the favorites and their documents; ownership is always part of the query. */
@Injectable()
export class FavoritesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Record id → favorite id among the given records. */
  async favoriteIdsByRecord(userId: number, recordIds: number[]): Promise<Map<number, number>> {
    if (!recordIds.length) return new Map();
    const rows: { id: number; analyzer_record_id: number }[] = await this.dataSource.query(
      `SELECT id, analyzer_record_id FROM favorites
        WHERE user_id = $1 AND analyzer_record_id = ANY($2::int[])`,
      [userId, recordIds],
    );
    return new Map(rows.map((row) => [row.analyzer_record_id, row.id]));
  }

  async findOwned(userId: number, id: number): Promise<FavoriteWithCount | null> {
    const rows: FavoriteWithCount[] = await this.dataSource.query(
      `SELECT ${FAVORITE_WITH_COUNT} FROM favorites f WHERE f.id = $1 AND f.user_id = $2`,
      [id, userId],
    );
    return rows[0] ?? null;
  }

  async findOwnedByRecord(userId: number, recordId: number): Promise<FavoriteWithCount | null> {
    const rows: FavoriteWithCount[] = await this.dataSource.query(
      `SELECT ${FAVORITE_WITH_COUNT} FROM favorites f
        WHERE f.user_id = $1 AND f.analyzer_record_id = $2`,
      [userId, recordId],
    );
    return rows[0] ?? null;
  }

  /** Adds the favorite unless the user already has it; true when this call created it. */
  async insertIfAbsent(userId: number, recordId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO favorites (user_id, analyzer_record_id) VALUES ($1, $2)
       ON CONFLICT (user_id, analyzer_record_id) DO NOTHING RETURNING id`,
      [userId, recordId],
    );
    return rows.length > 0;
  }

  /** A page of the user's favorites, latest first, and their total. */
  async findPageOfUser(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ favorites: FavoriteWithCount[]; total: number }> {
    const [favorites, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${FAVORITE_WITH_COUNT} FROM favorites f WHERE f.user_id = $1
          ORDER BY f.created_at DESC, f.id DESC OFFSET $2 LIMIT $3`,
        [userId, offset, limit],
      ) as Promise<FavoriteWithCount[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM favorites WHERE user_id = $1`, [
        userId,
      ]) as Promise<{ total: number }[]>,
    ]);
    return { favorites, total };
  }

  /** The next batch of the export, latest first (by id: timestamps lose precision in JS). */
  findExportBatch(
    userId: number,
    beforeId: number | null,
    limit: number,
  ): Promise<FavoriteWithCount[]> {
    return this.dataSource.query(
      `SELECT ${FAVORITE_WITH_COUNT} FROM favorites f
        WHERE f.user_id = $1 AND ($2::int IS NULL OR f.id < $2)
        ORDER BY f.id DESC LIMIT $3`,
      [userId, beforeId, limit],
    );
  }

  async updateNotes(
    manager: EntityManager,
    userId: number,
    id: number,
    notes: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE favorites SET notes = $3, updated_at = now() WHERE id = $1 AND user_id = $2`,
      [id, userId, notes],
    );
  }

  /** Deletes the favorite (its document rows cascade); returns the files to remove, or null. */
  deleteOwned(userId: number, id: number): Promise<string[] | null> {
    return this.dataSource.transaction(async (manager) => {
      const owned: unknown[] = await manager.query(
        `SELECT id FROM favorites WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [id, userId],
      );
      if (!owned.length) return null;
      const documents: { stored_name: string }[] = await manager.query(
        `SELECT stored_name FROM favorite_documents WHERE favorite_id = $1`,
        [id],
      );
      await manager.query(`DELETE FROM favorites WHERE id = $1`, [id]);
      return documents.map((document) => document.stored_name);
    });
  }

  documentsOf(favoriteId: number): Promise<FavoriteDocument[]> {
    return this.dataSource.query(
      `SELECT * FROM favorite_documents WHERE favorite_id = $1 ORDER BY uploaded_at DESC, id DESC`,
      [favoriteId],
    );
  }

  async insertDocument(document: Omit<FavoriteDocument, 'id' | 'uploaded_at'>) {
    const rows: FavoriteDocument[] = await this.dataSource.query(
      `INSERT INTO favorite_documents (favorite_id, original_name, stored_name, mime_type, size)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [
        document.favorite_id,
        document.original_name,
        document.stored_name,
        document.mime_type,
        document.size,
      ],
    );
    return rows[0];
  }

  async findOwnedDocument(userId: number, documentId: number): Promise<FavoriteDocument | null> {
    const rows: FavoriteDocument[] = await this.dataSource.query(
      `SELECT d.* FROM favorite_documents d JOIN favorites f ON f.id = d.favorite_id
        WHERE d.id = $1 AND f.user_id = $2`,
      [documentId, userId],
    );
    return rows[0] ?? null;
  }

  async deleteDocument(id: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM favorite_documents WHERE id = $1`, [id]);
  }
}
