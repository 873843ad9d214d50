import { announcementTypeLabel } from '../analyzer';
import { MailLanguage } from './entities/notification-settings.entity';

export type MailMode = 'instant' | 'daily' | 'weekly';

/** Everything a notification e-mail says, in one language; counts come formatted. */
export interface NotificationMailTexts {
  locale: string;
  subject(mode: MailMode, total: number, formattedTotal: string): string;
  greeting(fullName: string): string;
  intro: Record<MailMode, string>;
  watchSource: string;
  savedSearchSource(name: string | null): string;
  unnamedCompany: string;
  untypedNotice: string;
  typeLabel(type: string): string;
  /** A weekly digest's heading of the notices of one kind. */
  group(label: string, count: number): string;
  openNotice: string;
  openCompany: string;
  more(count: number, formattedCount: string): string;
  seeAll: string;
  why: string;
  managePreferences: string;
  unsubscribe: string;
  /** "label : value" in French, "label: value" in English. */
  labelled(label: string, value: string): string;
}

const NBSP = '\u00a0';

/** The English names of the notice types (the French ones are the catalogue's own). */
const ENGLISH_TYPE_LABELS: Readonly<Record<string, string>> = {
  creation: 'Creation',
  immatriculation: 'Registration',
  modification: 'Modification',
  vente: 'Sale and transfer',
  collective: 'Collective proceedings',
  conciliation: 'Conciliation proceedings',
  retablissement_professionnel: 'Professional recovery',
  radiation: 'Deregistration',
  dpc: 'Filing of accounts',
  divers: 'Miscellaneous notice',
  rectificatif: 'Correction',
  annulation: 'Cancellation',
};

const FRENCH: NotificationMailTexts = {
  locale: 'fr-FR',
  subject: (mode, total, n) => {
    const notices = total === 1 ? '1 nouvelle annonce' : `${n} nouvelles annonces`;
    if (mode === 'weekly') return `Votre semaine : ${notices} sur vos entreprises`;
    return mode === 'daily' ? `Votre résumé du jour : ${notices}` : `Alerte : ${notices}`;
  },
  greeting: (fullName) => `Bonjour ${fullName},`,
  intro: {
    instant:
      'Voici les nouvelles annonces qui concernent les entreprises que vous surveillez et vos recherches enregistrées :',
    daily:
      'Voici les nouvelles annonces reçues depuis notre dernier e-mail pour les entreprises que vous surveillez et vos recherches enregistrées :',
    weekly:
      'Voici les annonces de la semaine pour les entreprises de votre portefeuille et vos recherches enregistrées, regroupées par type :',
  },
  watchSource: 'Entreprise surveillée',
  savedSearchSource: (name) =>
    name === null ? 'Recherche enregistrée' : `Recherche «${NBSP}${name}${NBSP}»`,
  unnamedCompany: 'Entreprise sans nom',
  untypedNotice: 'Annonce',
  typeLabel: (type) => announcementTypeLabel(type) ?? type,
  group: (label, count) => `${label} (${count})`,
  openNotice: "Voir l'annonce",
  openCompany: "Fiche de l'entreprise",
  more: (count, n) => (count === 1 ? 'et 1 autre' : `et ${n} autres`),
  seeAll: 'Voir toutes vos notifications',
  why: "Vous recevez cet e-mail parce que les alertes par e-mail sont activées sur votre compte de l'Analyseur d'entreprises.",
  managePreferences: 'Gérer mes alertes par e-mail',
  unsubscribe: 'Se désabonner',
  labelled: (label, value) => `${label} : ${value}`,
};

const ENGLISH: NotificationMailTexts = {
  locale: 'en-GB',
  subject: (mode, total, n) => {
    const notices = total === 1 ? '1 new notice' : `${n} new notices`;
    if (mode === 'weekly') return `Your week: ${notices} about your companies`;
    return mode === 'daily' ? `Your daily summary: ${notices}` : `Alert: ${notices}`;
  },
  greeting: (fullName) => `Hello ${fullName},`,
  intro: {
    instant: 'Here are the new notices about the companies you watch and your saved searches:',
    daily:
      'Here are the new notices received since our last e-mail for the companies you watch and your saved searches:',
    weekly:
      "Here are the week's notices for the companies of your portfolio and your saved searches, grouped by kind:",
  },
  watchSource: 'Watched company',
  savedSearchSource: (name) => (name === null ? 'Saved search' : `Saved search “${name}”`),
  unnamedCompany: 'Unnamed company',
  untypedNotice: 'Notice',
  typeLabel: (type) => ENGLISH_TYPE_LABELS[type] ?? type,
  group: (label, count) => `${label} (${count})`,
  openNotice: 'View the notice',
  openCompany: 'Company page',
  more: (_count, n) => `and ${n} more`,
  seeAll: 'See all your notifications',
  why: 'You receive this e-mail because e-mail alerts are on for your Company analyzer account.',
  managePreferences: 'Manage my e-mail alerts',
  unsubscribe: 'Unsubscribe',
  labelled: (label, value) => `${label}: ${value}`,
};

export const NOTIFICATION_MAIL_TEXTS: Readonly<Record<MailLanguage, NotificationMailTexts>> = {
  fr: FRENCH,
  en: ENGLISH,
};
