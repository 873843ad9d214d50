import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import { RecordFilters, SearchFilters, storedFilterColumns } from '../analyzer';
import { SavedSearch } from './entities/saved-search.entity';

/** What a saved search shows; its matching columns stay in the database. */
export type SavedSearchRow = Pick<SavedSearch, 'id' | 'name' | 'filters' | 'alert' | 'createdAt'>;

export interface NewSavedSearch {
  name: string;
  filters: SearchFilters;
  alert: boolean;
  /** The same filters as the catalogue applies them: the matching columns. */
  columns: RecordFilters;
}

const SHOWN = sql`id, name, filters, alert, created_at AS "createdAt"`;

@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly db: Database) {}

  countOf(userId: number, tx: Transaction): Promise<number> {
    return this.db.repository(SavedSearch, tx).countBy({ userId });
  }

  countAlertingOf(userId: number, tx: Transaction): Promise<number> {
    return this.db.repository(SavedSearch, tx).countBy({ userId, alert: true });
  }

  /** The filters as given, and as the matcher reads them (columns the analyzer defines). */
  async insert(userId: number, search: NewSavedSearch, tx: Transaction): Promise<SavedSearchRow> {
    const stored = storedFilterColumns(search.columns);
    const rows = await this.db.query<SavedSearchRow>(
      sql`INSERT INTO saved_searches (user_id, name, filters, alert, ${stored.names})
          VALUES (${userId}, ${search.name}, ${JSON.stringify(search.filters)}::jsonb,
            ${search.alert}, ${stored.values})
          RETURNING ${SHOWN}`,
      tx,
    );
    return rows[0];
  }

  /** Newest first. */
  listOf(userId: number): Promise<SavedSearchRow[]> {
    return this.db.query<SavedSearchRow>(
      sql`SELECT ${SHOWN} FROM saved_searches WHERE user_id = ${userId}
          ORDER BY created_at DESC, id DESC`,
    );
  }

  /** The user's saved search, locked for the change; null when it is not theirs. */
  async findOwnedForUpdate(
    id: number,
    userId: number,
    tx: Transaction,
  ): Promise<SavedSearchRow | null> {
    const row = await this.db.queryOne<SavedSearchRow>(
      sql`SELECT ${SHOWN} FROM saved_searches WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
      tx,
    );
    return row ?? null;
  }

  async update(
    id: number,
    change: { name?: string; alert?: boolean },
    tx: Transaction,
  ): Promise<SavedSearchRow> {
    const rows = await this.db.query<SavedSearchRow>(
      sql`UPDATE saved_searches
          SET name = coalesce(${change.name ?? null}, name),
              alert = coalesce(${change.alert ?? null}::boolean, alert)
          WHERE id = ${id} RETURNING ${SHOWN}`,
      tx,
    );
    return rows[0];
  }

  /** Whether the user had that saved search (it is gone either way). */
  async deleteOwned(id: number, userId: number): Promise<boolean> {
    const result = await this.db.repository(SavedSearch).delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }
}
