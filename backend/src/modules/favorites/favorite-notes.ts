/** The notes of a favorite: plain text, or the JSON string of an enrichment (spec §3). */
export interface EnrichedNotes {
  enriched: true;
  timestamp: string;
  data: Record<string, unknown>;
  additionalNotes?: string;
}

export function parseEnrichedNotes(notes: string | null | undefined): EnrichedNotes | null {
  if (!notes || !notes.trimStart().startsWith('{')) return null;
  try {
    const parsed = JSON.parse(notes) as Partial<EnrichedNotes>;
    const isEnriched =
      parsed !== null &&
      typeof parsed === 'object' &&
      parsed.enriched === true &&
      typeof parsed.data === 'object' &&
      parsed.data !== null;
    return isEnriched ? (parsed as EnrichedNotes) : null;
  } catch {
    return null;
  }
}

export const hasEnrichedData = (notes: string | null | undefined) =>
  parseEnrichedNotes(notes) !== null;

/** What a person wrote: the plain notes, or the additional notes kept beside an enrichment. */
export function additionalNotesOf(notes: string | null | undefined): string {
  const enriched = parseEnrichedNotes(notes);
  if (enriched) return typeof enriched.additionalNotes === 'string' ? enriched.additionalNotes : '';
  return notes ?? '';
}

export function enrichedNotes(
  data: Record<string, unknown>,
  previousNotes: string | null,
  now = new Date(),
): string {
  const notes: EnrichedNotes = {
    enriched: true,
    timestamp: now.toISOString(),
    data,
    additionalNotes: additionalNotesOf(previousNotes),
  };
  return JSON.stringify(notes);
}

/** The notes once a person's text is saved: an enrichment keeps its data beside the text. */
export function withWrittenNotes(previous: string | null, written: string): string | null {
  const enriched = parseEnrichedNotes(previous);
  if (enriched) return JSON.stringify({ ...enriched, additionalNotes: written });
  return written === '' ? null : written;
}

const field = (section: unknown, key: string): string | undefined => {
  const value = (section as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** Notes as a person reads them in a spreadsheet: a short summary of an enrichment, then the text. */
export function readableNotes(notes: string | null | undefined): string {
  const enriched = parseEnrichedNotes(notes);
  if (!enriched) return notes ?? '';
  const { sirenBasic, insee } = enriched.data;
  const summary = [
    field(sirenBasic, 'denomination') ?? field(insee, 'nom_complet'),
    field(sirenBasic, 'siren') && `SIREN ${field(sirenBasic, 'siren')}`,
    field(insee, 'activite_principale') && `NAF ${field(insee, 'activite_principale')}`,
    field(sirenBasic, 'etat'),
  ].filter(Boolean);
  const date = enriched.timestamp?.slice(0, 10);
  const lines = [`Données enrichies le ${date}${summary.length ? ` : ${summary.join(', ')}` : ''}`];
  const additional = additionalNotesOf(notes).trim();
  if (additional) lines.push(`Notes : ${additional}`);
  return lines.join('\n');
}
