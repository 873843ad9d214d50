type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A JSON value as trimmed text, null when it holds none. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** A JSON value as a YYYY-MM-DD day, null when it is not one. */
export const day = (value: unknown): string | null => {
  const found = text(value);
  return found && /^\d{4}-\d{2}-\d{2}$/.test(found) ? found : null;
};

/** Where bodacc.fr shows a notice, before its id (the pattern of every real `url_complete`). */
export const OFFICIAL_NOTICE_PAGE =
  'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:';

/** The official page of a notice on bodacc.fr. */
export const officialNoticeUrl = (annonceId: string) => `${OFFICIAL_NOTICE_PAGE}${annonceId}`;

/** An official BODACC id: the bulletin's letter, its 8-digit issue and the notice's number. */
export const OFFICIAL_ANNONCE_ID = /^([A-C])(\d{8})(\d+)$/;

/**
 * The link a record keeps: none when its official id writes it again on reading (every real
 * notice's; CONTRACT §8.1, 79 of each notice's bytes).
 */
export const officialUrlToKeep = (annonceId: string, url: string | null): string | null =>
  url === officialNoticeUrl(annonceId) && OFFICIAL_ANNONCE_ID.test(annonceId) ? null : url;

export interface PreviousNotice {
  annonce_id: string;
  date_parution: string | null;
  numero_annonce: string | null;
  url: string;
}

/** What a notice says beyond the catalogue's columns, read from its parsed JSON columns. */
export interface NoticeFacts {
  /** The directors, as the notice words them ("Gérant : …"). */
  administration: string | null;
  categorie_vente: string | null;
  /** Where creditors oppose a sale, and until when. */
  opposition: string | null;
  date_commencement_activite: string | null;
  avis_precedent: PreviousNotice | null;
}

/** `{personne: P | P[]}`, or a JSON array of those: every person, in order. */
export function personsOf(column: unknown): Json[] {
  const wrappers = Array.isArray(column) ? column : [column];
  return wrappers.flatMap((wrapper) => {
    if (!isObject(wrapper)) return [];
    const persons = wrapper.personne;
    return (Array.isArray(persons) ? persons : [persons]).filter(isObject);
  });
}

/** Reads the facts from `details_annonce_json` (a text for older imports: nothing then). */
export function noticeFactsOf(details: unknown, previousAnnonceId: string | null): NoticeFacts {
  const json = isObject(details) ? details : {};
  const act = isObject(json.acte) ? json.acte : {};
  const sale = isObject(act.vente) ? act.vente : {};
  const previous = isObject(json.parutionavisprecedent) ? json.parutionavisprecedent : {};
  return {
    administration: text(personsOf(json.listepersonnes)[0]?.administration),
    categorie_vente: text(sale.categorieVente),
    opposition: text(sale.opposition) ?? text(act.opposition),
    date_commencement_activite: day(act.dateCommencementActivite),
    avis_precedent: previousAnnonceId
      ? {
          annonce_id: previousAnnonceId,
          date_parution: day(previous.dateParution),
          numero_annonce: text(previous.numeroAnnonce),
          url: officialNoticeUrl(previousAnnonceId),
        }
      : null,
  };
}
