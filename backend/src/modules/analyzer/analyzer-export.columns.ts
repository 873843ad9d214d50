import { ExportColumn, exportRowOf as rowOf, ExportValue } from '../../shared/files';
import {
  announcementTypeLabel,
  COMPANY_STATUS_LABELS,
  JUDGMENT_KIND_LABELS,
  PRACTITIONER_ROLE_LABELS,
} from './announcement-types';
import { AnalyzerRecordSummary, companyStatusOf } from './analyzer-record.view';
import { Practitioner, PRACTITIONER_ROLES } from './judgment-facts';

export type ExportCell = ExportValue;

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'oui' : 'non';

const statusLabel = (r: AnalyzerRecordSummary) => {
  const status = companyStatusOf(r.siren, r);
  return status && COMPANY_STATUS_LABELS[status.code];
};

/** One column per role, the judgment's names in it joined by " ; ". */
const practitionerColumns = PRACTITIONER_ROLES.map((role): ExportColumn<AnalyzerRecordSummary> => ({
  title: PRACTITIONER_ROLE_LABELS[role],
  kind: 'text',
  width: 40,
  value: (r) =>
    (r.practitioners ?? [])
      .filter((practitioner: Practitioner) => practitioner.role === role)
      .map((practitioner) => practitioner.name)
      .join(' ; ') || null,
}));

/**
 * The results list's summary columns, titled in French like the favorites export. A column's kind
 * says how the files write it (a date is a spreadsheet date, a link is clickable); `width` where
 * the kind's default does not suit.
 */
export const EXPORT_COLUMNS: ExportColumn<AnalyzerRecordSummary>[] = [
  { title: 'ID annonce', kind: 'text', width: 18, value: (r) => r.annonceId },
  { title: 'Date de parution', kind: 'date', value: (r) => r.dateParution },
  {
    title: "Type d'annonce",
    kind: 'text',
    width: 30,
    value: (r) => announcementTypeLabel(r.typeAnnonce),
  },
  { title: 'Famille', kind: 'text', width: 20, value: (r) => r.famille },
  { title: 'Nom complet', kind: 'text', width: 36, value: (r) => r.nomComplet },
  { title: 'Nom commercial', kind: 'text', width: 28, value: (r) => r.nomCommercial },
  { title: 'Forme juridique', kind: 'text', width: 28, value: (r) => r.formeJuridique },
  { title: 'RCS', kind: 'text', width: 22, value: (r) => r.rcs },
  { title: 'SIREN', kind: 'text', width: 11, value: (r) => r.siren },
  { title: "Statut de l'entreprise", kind: 'text', value: statusLabel },
  { title: 'Adresse', kind: 'text', width: 40, value: (r) => r.adresse },
  { title: 'Ville', kind: 'text', width: 22, value: (r) => r.ville },
  { title: 'Département', kind: 'text', width: 8, value: (r) => r.numeroDepartement },
  { title: 'Tribunal', kind: 'text', width: 32, value: (r) => r.tribunal },
  {
    title: 'Procédure collective',
    kind: 'text',
    width: 8,
    value: (r) => yesNo(r.procedurationCollectiveExiste),
  },
  { title: 'Type de jugement', kind: 'text', width: 36, value: (r) => r.typeJugement },
  {
    title: 'Jugement',
    kind: 'text',
    width: 14,
    value: (r) => (r.judgmentKind ? JUDGMENT_KIND_LABELS[r.judgmentKind] : null),
  },
  { title: 'Date du jugement', kind: 'date', value: (r) => r.dateJugement },
  {
    title: 'Date de cessation des paiements',
    kind: 'date',
    value: (r) => r.dateCessationPaiements,
  },
  ...practitionerColumns,
  {
    title: 'Annonce officielle',
    kind: 'link',
    label: "Voir l'annonce",
    value: (r) => r.urlComplete,
  },
];

/** The columns as the file writers take them (titles, kinds, widths). */
export const EXPORT_HEADER = EXPORT_COLUMNS;

export const exportRowOf = (record: AnalyzerRecordSummary): ExportCell[] =>
  rowOf(EXPORT_COLUMNS, record);

/** CONTRACT §7.6: an export stops at this many rows and says so. */
export const EXPORT_ROW_CAP = 100_000;

export const TRUNCATION_NOTE =
  'Export limité aux 100 000 premières lignes : affinez la recherche pour obtenir les suivantes.';
