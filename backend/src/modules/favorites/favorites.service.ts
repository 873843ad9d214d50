import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { DomainException } from '../../shared/errors';
import { AnalyzerCatalogService } from '../analyzer';
import { DocumentStorage } from './document-storage';
import {
  FavoriteSummaryView,
  FavoriteView,
  toFavoriteSummary,
  toFavoriteView,
} from './favorite.view';
import { withWrittenNotes } from './favorite-notes';
import { FavoritesError } from './favorites.errors';
import { FavoritesRepository, FavoriteWithCount } from './favorites.repository';

export type NotesChange = { notes?: string | null; writtenNotes?: string };

/** A user's favorites; every use case checks ownership, and a foreign favorite is "not found". */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly catalog: AnalyzerCatalogService,
    private readonly storage: DocumentStorage,
  ) {}

  /**
   * Only a record the user sees; adding it again answers the existing favorite. Free: a favorite
   * shows the record's summary only, and opening the record stays metered (CONTRACT §4.5).
   */
  async add(
    user: AuthUser,
    recordId: number,
  ): Promise<{ favorite: FavoriteSummaryView; created: boolean }> {
    const record = await this.catalog.findVisible(user, recordId);
    if (!record) throw new DomainException(FavoritesError.RecordNotFound);
    const created = await this.favorites.insertIfAbsent(user.id, recordId);
    const favorite = await this.favorites.findOwnedByRecord(user.id, recordId);
    if (!favorite) throw new DomainException(FavoritesError.FavoriteNotFound);
    return { favorite: toFavoriteSummary(favorite, record), created };
  }

  async list(user: AuthUser, page: number, limit: number) {
    const { favorites, total } = await this.favorites.findPageOfUser(
      user.id,
      (page - 1) * limit,
      limit,
    );
    return { favorites: await this.summariesOf(favorites), total, page, limit };
  }

  async check(user: AuthUser, recordId: number) {
    const favorite = await this.favorites.findOwnedByRecord(user.id, recordId);
    return {
      isFavorite: favorite !== null,
      favorite: favorite ? (await this.summariesOf([favorite]))[0] : null,
    };
  }

  async findOne(user: AuthUser, id: number): Promise<FavoriteSummaryView> {
    return (await this.summariesOf([await this.owned(user, id)]))[0];
  }

  /** Deletes the favorite, its documents and their files. */
  async remove(user: AuthUser, id: number): Promise<void> {
    const storedNames = await this.favorites.deleteOwned(user.id, id);
    if (storedNames === null) throw new DomainException(FavoritesError.FavoriteNotFound);
    await this.storage.remove(storedNames);
  }

  /**
   * `notes` replaces the stored notes (plain text or the enriched JSON string; '' clears them);
   * `writtenNotes` replaces what the person wrote and keeps an enrichment.
   */
  async updateNotes(user: AuthUser, id: number, change: NotesChange): Promise<FavoriteSummaryView> {
    const current = await this.owned(user, id);
    const notes =
      change.notes !== undefined
        ? change.notes || null
        : withWrittenNotes(current.notes, change.writtenNotes ?? '');
    await this.favorites.updateNotes(user.id, id, notes);
    return this.findOne(user, id);
  }

  async owned(user: AuthUser, id: number): Promise<FavoriteWithCount> {
    const favorite = await this.favorites.findOwned(user.id, id);
    if (!favorite) throw new DomainException(FavoritesError.FavoriteNotFound);
    return favorite;
  }

  /** The favorites as the API shows them, their records read in one query. */
  async summariesOf(favorites: FavoriteWithCount[]): Promise<FavoriteSummaryView[]> {
    const records = await this.recordsOf(favorites);
    return favorites.map((favorite) =>
      toFavoriteSummary(favorite, records.get(favorite.analyzerRecordId)),
    );
  }

  /** The favorites with their whole records (the CSV export), read in one query. */
  async withRecords(favorites: FavoriteWithCount[]): Promise<FavoriteView[]> {
    const records = await this.recordsOf(favorites);
    return favorites.map((favorite) =>
      toFavoriteView(favorite, records.get(favorite.analyzerRecordId)),
    );
  }

  private recordsOf(favorites: FavoriteWithCount[]) {
    return this.catalog.findManyByIds(favorites.map((favorite) => favorite.analyzerRecordId));
  }
}
