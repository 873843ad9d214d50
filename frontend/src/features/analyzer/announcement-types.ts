/**
 * Every BODACC family a record's `type_annonce` takes (plus the rectificatif and annulation
 * notices); labels live in the analyzer namespace under `types.<code>`.
 */
export const ANNOUNCEMENT_TYPES = [
  'creation',
  'immatriculation',
  'modification',
  'vente',
  'collective',
  'conciliation',
  'retablissement_professionnel',
  'radiation',
  'dpc',
  'divers',
  'rectificatif',
  'annulation',
] as const;

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const isAnnouncementType = (value: string | null | undefined): value is AnnouncementType =>
  (ANNOUNCEMENT_TYPES as readonly string[]).includes(value ?? '');
