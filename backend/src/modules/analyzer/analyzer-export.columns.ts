import { announcementTypeLabel, COMPANY_STATUS_LABELS } from './announcement-types';
import { AnalyzerRecordSummary, companyStatusOf } from './analyzer-record.view';

export type ExportCell = string | number | null | undefined;

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'oui' : 'non';

/** The results list's summary columns, titled in French like the favorites export. */
export const EXPORT_COLUMNS: [string, (record: AnalyzerRecordSummary) => ExportCell][] = [
  ['ID annonce', (r) => r.annonceId],
  ['Date de parution', (r) => r.dateParution],
  ["Type d'annonce", (r) => announcementTypeLabel(r.typeAnnonce)],
  ['Famille', (r) => r.famille],
  ['Nom complet', (r) => r.nomComplet],
  ['Nom commercial', (r) => r.nomCommercial],
  ['Forme juridique', (r) => r.formeJuridique],
  ['RCS', (r) => r.rcs],
  ['SIREN', (r) => r.siren],
  [
    "Statut de l'entreprise",
    (r) => {
      const status = companyStatusOf(r.siren, r);
      return status && COMPANY_STATUS_LABELS[status.code];
    },
  ],
  ['Adresse', (r) => r.adresse],
  ['Ville', (r) => r.ville],
  ['Département', (r) => r.numeroDepartement],
  ['Tribunal', (r) => r.tribunal],
  ['Procédure collective', (r) => yesNo(r.procedurationCollectiveExiste)],
  ['Type de jugement', (r) => r.typeJugement],
  ['Annonce officielle', (r) => r.urlComplete],
];

export const EXPORT_HEADER = EXPORT_COLUMNS.map(([title]) => title);

export const exportRowOf = (record: AnalyzerRecordSummary): ExportCell[] =>
  EXPORT_COLUMNS.map(([, value]) => value(record));

/** CONTRACT §7.6: an export stops at this many rows and says so. */
export const EXPORT_ROW_CAP = 100_000;

export const TRUNCATION_NOTE =
  'Export limité aux 100 000 premières lignes : affinez la recherche pour obtenir les suivantes.';
