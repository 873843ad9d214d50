import type { CompanyStatusCode } from './company-status.rules';
import type { JudgmentKind } from './judgment-facts';

/** The notice types of the catalogue: BODACC's families, then the two corrections. */
export const ANNOUNCEMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  creation: 'Création',
  immatriculation: 'Immatriculation',
  modification: 'Modification',
  vente: 'Vente et cession',
  collective: 'Procédure collective',
  conciliation: 'Procédure de conciliation',
  retablissement_professionnel: 'Rétablissement professionnel',
  radiation: 'Radiation',
  dpc: 'Dépôt des comptes',
  divers: 'Annonce diverse',
  rectificatif: 'Rectificatif',
  annulation: 'Annulation',
};

/** The French label of a notice type; an unknown code as it is. */
export const announcementTypeLabel = (type: string | null | undefined) =>
  type ? (ANNOUNCEMENT_TYPE_LABELS[type] ?? type) : null;

export const COMPANY_STATUS_LABELS: Readonly<Record<CompanyStatusCode, string>> = {
  active: 'En activité',
  sauvegarde: 'Procédure de sauvegarde',
  redressement_judiciaire: 'Redressement judiciaire',
  liquidation_judiciaire: 'Liquidation judiciaire',
  procedure_collective: 'Procédure collective',
  liquidation_closed: 'Liquidation clôturée',
  struck_off: 'Radiée',
};

/** What a judgment does, in French (CONTRACT §8.2's kinds), for the exports. */
export const JUDGMENT_KIND_LABELS: Readonly<Record<JudgmentKind, string>> = {
  opening: 'Ouverture',
  conversion: 'Conversion',
  plan: 'Plan',
  closing: 'Clôture',
  claims: 'Créances',
  sale: 'Cession',
  sanction: 'Sanction',
  appeal: 'Appel',
  other: 'Autre',
};

/** The practitioners' roles, in French. */
export const PRACTITIONER_ROLE_LABELS: Readonly<Record<string, string>> = {
  mandataire: 'Mandataire judiciaire',
  administrateur: 'Administrateur judiciaire',
  liquidateur: 'Liquidateur',
};
