import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { AuthUser } from '../../shared/auth';
import { CSV_BOM, csvLine } from '../../shared/files';
import { announcementTypeLabel, COMPANY_STATUS_LABELS } from '../analyzer';
import { readableNotes } from './favorite-notes';
import { FavoriteView } from './favorite.view';
import { FavoritesRepository } from './favorites.repository';
import { FavoritesService } from './favorites.service';

const BATCH = 500;

const COLUMNS: [string, (favorite: FavoriteView) => string | number | null | undefined][] = [
  ['ID favori', (f) => f.id],
  ['ID annonce', (f) => f.analyzer_record_id],
  ['Nom complet', (f) => f.nom_complet],
  ['Nom commercial', (f) => f.nom_commercial],
  ['Date de parution', (f) => f.date_parution],
  ["Type d'annonce", (f) => announcementTypeLabel(f.type_annonce)],
  ['RCS', (f) => f.rcs],
  ['SIREN', (f) => f.siren],
  ["Statut de l'entreprise", (f) => f.companyStatus && COMPANY_STATUS_LABELS[f.companyStatus.code]],
  ['Forme juridique', (f) => f.forme_juridique],
  ['Adresse', (f) => f.adresse],
  ['Ville', (f) => f.ville],
  ['Activité', (f) => f.activite],
  ['Tribunal', (f) => f.tribunal],
  ['Notes', (f) => readableNotes(f.notes)],
  ['Données enrichies', (f) => (f.hasEnrichedData ? 'oui' : 'non')],
  ['Documents', (f) => f.documentCount],
  ["Date d'ajout", (f) => f.created_at.toISOString()],
  ['Annonce officielle', (f) => f.url_complete],
];

/** The CSV export of all a user's favorites, read from the database batch by batch. */
@Injectable()
export class FavoritesExportService {
  constructor(
    private readonly repository: FavoritesRepository,
    private readonly favorites: FavoritesService,
  ) {}

  export(user: AuthUser, now = new Date()): { fileName: string; stream: Readable } {
    return {
      fileName: `favorites-export-${now.toISOString().slice(0, 10)}.csv`,
      stream: Readable.from(this.lines(user.id)),
    };
  }

  private async *lines(userId: number): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(COLUMNS.map(([title]) => title));
    let beforeId: number | null = null;
    for (;;) {
      const batch = await this.repository.findExportBatch(userId, beforeId, BATCH);
      if (!batch.length) return;
      const views = await this.favorites.withRecords(batch);
      yield views.map((view) => csvLine(COLUMNS.map(([, value]) => value(view)))).join('');
      beforeId = batch[batch.length - 1].id;
    }
  }
}
