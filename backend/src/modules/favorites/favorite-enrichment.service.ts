import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { CreditsError, CreditsService, recordParams } from '../credits';
import { EnrichmentClient } from './enrichment.client';
import { EnrichmentLease } from './enrichment-lease';
import { toEnrichedData } from './enrichment/company-data.mapper';
import { EnrichedNotes, enrichedNotes, parseEnrichedNotes } from './favorite-notes';
import { FavoriteEnrichmentRepository } from './favorite-enrichment.repository';
import { FavoriteView } from './favorite.view';
import { FavoritesError } from './favorites.errors';
import { FavoritesRepository } from './favorites.repository';
import { FavoritesService } from './favorites.service';

/** CONTRACT §4.5: an enrichment costs 5 credits (admins are not metered). */
export const ENRICHMENT_COST = 5;

/** An enrichment this recent is returned as stored, free, unless a refresh is asked for. */
export const ENRICHMENT_REUSE_MS = 24 * 60 * 60 * 1000;

export type EnrichmentResult =
  | { comingSoon: true; message: string }
  | {
      success: true;
      data: {
        enrichedData: Record<string, unknown>;
        favorite: FavoriteView;
        creditsCharged: number;
      };
    };

/** The SIREN of a record: its own, else the first nine digits of its RCS number. */
function sirenOf(record: { siren?: string | null; rcs?: string | null }): string | null {
  if (record.siren && /^\d{9}$/.test(record.siren.trim())) return record.siren.trim();
  const digits = /(\d[\d ]{8,})/.exec(record.rcs ?? '')?.[1].replace(/\s/g, '');
  return digits && digits.length >= 9 ? digits.slice(0, 9) : null;
}

function isRecent(enrichment: EnrichedNotes, now = Date.now()): boolean {
  const age = now - Date.parse(enrichment.timestamp);
  return age >= 0 && age < ENRICHMENT_REUSE_MS;
}

/** Stored by another request once this one had arrived: its answer, as a refresh too. */
const isStoredSince = (enrichment: EnrichedNotes, askedAt: number) =>
  Date.parse(enrichment.timestamp) >= askedAt;

@Injectable()
export class FavoriteEnrichmentService {
  constructor(
    private readonly favorites: FavoritesService,
    private readonly repository: FavoritesRepository,
    private readonly enrichments: FavoriteEnrichmentRepository,
    private readonly lease: EnrichmentLease,
    private readonly client: EnrichmentClient,
    private readonly credits: CreditsService,
    private readonly db: Database,
  ) {}

  /**
   * Asks the public API first, then takes the credits in the transaction that saves the
   * notes: any failure before the commit takes nothing. Enriching again within 24 hours returns
   * the stored data without charging, unless `refresh` asks for (and pays) a new one.
   * Enrichments of one favorite run one at a time (issue 28): a request that waited for
   * another gets that one's result, free.
   */
  async enrich(user: AuthUser, favoriteId: number, refresh = false): Promise<EnrichmentResult> {
    const askedAt = Date.now();
    const favorite = await this.favorites.findOne(user, favoriteId);
    if (!this.client.isEnabled()) return { comingSoon: true, message: 'Feature coming soon' };
    const stored = this.reusable(favorite, refresh, askedAt);
    if (stored) return stored;
    const siren = sirenOf(favorite);
    if (!siren) throw new DomainException(FavoritesError.RecordHasNoSiren);
    return this.lease.runExclusive(favoriteId, async () => {
      const current = await this.favorites.findOne(user, favoriteId);
      return (
        this.reusable(current, refresh, askedAt) ??
        (await this.enrichNow(user, current, siren, askedAt))
      );
    });
  }

  /** The stored enrichment when it answers this request: recent, or made while it waited. */
  private reusable(
    favorite: FavoriteView,
    refresh: boolean,
    askedAt: number,
  ): EnrichmentResult | null {
    const stored = parseEnrichedNotes(favorite.notes);
    const isAnswer = stored && (refresh ? isStoredSince(stored, askedAt) : isRecent(stored));
    if (!isAnswer) return null;
    return { success: true, data: { enrichedData: stored.data, favorite, creditsCharged: 0 } };
  }

  private async enrichNow(
    user: AuthUser,
    favorite: FavoriteView,
    siren: string,
    askedAt: number,
  ): Promise<EnrichmentResult> {
    const isMetered = user.role !== 'admin';
    if (isMetered) await this.ensureBalance(user.id);

    const enrichedData = toEnrichedData(await this.client.findCompany(siren));
    const concurrent = await this.db.transaction(async (tx) => {
      // Locked, then read again: notes saved while the API was answering are kept, and an
      // enrichment stored meanwhile without the lease (Redis down, lease expired) is the answer,
      // not paid twice.
      const current = await this.enrichments.lockNotesForUpdate(user.id, favorite.id, tx);
      if (!current) throw new DomainException(FavoritesError.FavoriteNotFound);
      const stored = parseEnrichedNotes(current.notes);
      if (stored && isStoredSince(stored, askedAt)) return stored;
      if (isMetered) {
        await this.credits.spend(
          {
            userId: user.id,
            amount: ENRICHMENT_COST,
            type: 'usage',
            description: `Enrichment of ${favorite.nom_complet ?? `record ${favorite.analyzer_record_id}`} (SIREN ${siren})`,
            code: 'enrichment',
            details: recordParams({
              id: favorite.analyzer_record_id,
              companyName: favorite.nom_complet,
              siren,
            }),
          },
          tx,
        );
      }
      const notes = enrichedNotes({ ...enrichedData }, current.notes);
      await this.repository.updateNotes(user.id, favorite.id, notes, tx);
      return null;
    });
    return {
      success: true,
      data: {
        enrichedData: concurrent ? concurrent.data : { ...enrichedData },
        favorite: await this.favorites.findOne(user, favorite.id),
        creditsCharged: isMetered && !concurrent ? ENRICHMENT_COST : 0,
      },
    };
  }

  /** Refuses before calling the API when the balance cannot pay (the spend re-checks it). */
  private async ensureBalance(userId: number): Promise<void> {
    const balance = await this.credits.balanceOf(userId);
    if (balance < ENRICHMENT_COST) {
      throw new DomainException(CreditsError.InsufficientCredits, {
        creditInfo: { required: ENRICHMENT_COST, balance },
      });
    }
  }
}
