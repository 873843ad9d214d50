/** A notice's page on bodacc.fr, from its id (the pattern of every real `url_complete`). */
export const officialNoticeUrl = (annonceId: string) =>
  `https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:${encodeURIComponent(annonceId)}`;
