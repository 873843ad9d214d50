/** The seven announcement types of spec §3; labels live in the analyzer namespace. */
export const ANNOUNCEMENT_TYPES = [
  'creation',
  'modification',
  'vente',
  'collective',
  'annulation',
  'immatriculation',
  'rectificatif',
] as const;

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const isAnnouncementType = (value: string | null | undefined): value is AnnouncementType =>
  (ANNOUNCEMENT_TYPES as readonly string[]).includes(value ?? '');
