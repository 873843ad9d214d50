import { seededRandom } from './generate-bodacc';

const TYPES = [
  'creation',
  'immatriculation',
  'modification',
  'vente',
  'collective',
  'radiation',
  'dpc',
  'rectificatif',
];
const WORDS = [
  'boulangerie',
  'societe',
  'martin',
  'paris',
  'lyon',
  'conseil',
  'garage',
  'hotel',
  'dupre',
  'transports',
  'renaissance',
  'chateau',
  'helene',
  'immobilier',
  'bordeaux',
  'patisserie',
];

export interface SearchQuery {
  q?: string;
  types: string[];
  dateFrom?: string;
  dateTo?: string;
  includeInactive: boolean;
  page: number;
}

/** A fixed mix of text, type, date and inactive filters (same seed, same mix). */
export function queryMix(seed: number, count = 64): SearchQuery[] {
  const random = seededRandom(seed + 1);
  const int = (n: number) => Math.floor(random() * n);
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 4;
    const year = 2008 + int(18);
    return {
      q: kind === 0 || kind === 3 ? WORDS[int(WORDS.length)] : undefined,
      types: kind === 1 || kind === 3 ? [TYPES[int(TYPES.length)], TYPES[int(TYPES.length)]] : [],
      dateFrom: kind >= 2 ? `${year}-01-01` : undefined,
      dateTo: kind >= 2 ? `${Math.min(2026, year + 1 + int(5))}-12-31` : undefined,
      includeInactive: random() < 0.3,
      page: random() < 0.8 ? 1 : 2 + int(4),
    };
  });
}

export const toPath = (q: SearchQuery) => {
  const params = new URLSearchParams({ page: String(q.page), limit: '10' });
  if (q.q) params.set('q', q.q);
  if (q.types.length) params.set('typeAnnonce', [...new Set(q.types)].join(','));
  if (q.dateFrom) params.set('dateFrom', q.dateFrom);
  if (q.dateTo) params.set('dateTo', q.dateTo);
  if (q.includeInactive) params.set('includeInactive', 'true');
  return `/api/analyzer/records?${params}`;
};

/** One page of the search in one statement (ids in index order, then the rows), no total. */
export function toSql(q: SearchQuery, userId: number): { text: string; values: unknown[] } {
  const values: unknown[] = [userId];
  const where = [
    'EXISTS (SELECT 1 FROM record_assignments a WHERE a.record_id = r.id AND a.user_id = $1)',
  ];
  if (q.q) {
    values.push(q.q);
    where.push(`r.search_text LIKE '%' || lower(f_unaccent($${values.length})) || '%'`);
  }
  if (q.types.length) {
    // One parameter per type, like the API's `IN (:...types)`.
    const first = values.length + 1;
    values.push(...new Set(q.types));
    const list = values.slice(first - 1).map((_, i) => `$${first + i}`);
    where.push(`r.type_annonce IN (${list.join(', ')})`);
  }
  if (q.dateFrom) {
    values.push(q.dateFrom, q.dateTo);
    where.push(`r.date_parution BETWEEN $${values.length - 1} AND $${values.length}`);
  }
  if (!q.includeInactive)
    where.push('NOT EXISTS (SELECT 1 FROM company_status s WHERE s.siren = r.siren)');
  values.push((q.page - 1) * 10);
  const order = 'ORDER BY r.date_parution DESC NULLS LAST, r.id DESC';
  return {
    text: `SELECT r.* FROM analyzer_records r JOIN (
             SELECT r.id FROM analyzer_records r WHERE ${where.join(' AND ')}
             ${order} LIMIT 10 OFFSET $${values.length}) page USING (id) ${order}`,
    values,
  };
}
