import { Readable } from 'node:stream';
import { csvFile, ExportColumn, exportRowOf, xlsxFile } from '../../shared/files';
import {
  announcementTypeLabel,
  COMPANY_STATUS_LABELS,
  officialNoticeUrl,
  PortfolioCompany,
  PortfolioFlag,
} from '../analyzer';

/** The flags in the export's words (French, as every export). */
export const PORTFOLIO_FLAG_LABELS: Readonly<Record<PortfolioFlag, string>> = {
  procedure_open: 'Procédure en cours',
  closed: 'Liquidation clôturée',
  struck_off: 'Radiée',
  accounts_overdue: 'Comptes en retard',
  officer_change_90d: 'Dirigeants modifiés (90 jours)',
  transfer_90d: 'Siège transféré (90 jours)',
  new_notice_7d: 'Nouvelle annonce (7 jours)',
};

const COLUMNS: readonly ExportColumn<PortfolioCompany>[] = [
  { title: 'SIREN', kind: 'text', value: (c) => c.siren, width: 12 },
  { title: 'Entreprise', kind: 'text', value: (c) => c.name, width: 36 },
  { title: 'Statut', kind: 'text', value: (c) => COMPANY_STATUS_LABELS[c.status.code], width: 26 },
  { title: 'Statut depuis le', kind: 'date', value: (c) => c.status.since },
  { title: 'Dernière annonce', kind: 'date', value: (c) => c.lastEvent?.date },
  {
    title: "Type de l'annonce",
    kind: 'text',
    value: (c) => (c.lastEvent ? announcementTypeLabel(c.lastEvent.type) : null),
    width: 26,
  },
  {
    title: 'Annonce officielle',
    kind: 'link',
    label: 'bodacc.fr',
    value: (c) => (c.lastEvent ? officialNoticeUrl(c.lastEvent.annonceId) : null),
  },
  {
    title: 'Signaux',
    kind: 'text',
    value: (c) => c.flags.map((flag) => PORTFOLIO_FLAG_LABELS[flag]).join(', '),
    width: 48,
  },
];

/** The portfolio's rows as a CSV or XLSX file. */
export function portfolioFile(companies: PortfolioCompany[], format: 'csv' | 'xlsx'): Readable {
  async function* batches() {
    yield companies.map((company) => exportRowOf(COLUMNS, company));
  }
  const table = { header: COLUMNS, batches: batches(), note: null };
  return format === 'xlsx' ? xlsxFile(table, 'Portefeuille') : csvFile(table);
}
