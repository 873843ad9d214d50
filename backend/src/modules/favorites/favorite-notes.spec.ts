import {
  additionalNotesOf,
  enrichedNotes,
  hasEnrichedData,
  parseEnrichedNotes,
  readableNotes,
} from './favorite-notes';

describe('favorite notes', () => {
  const enriched = enrichedNotes(
    { sirenBasic: { siren: '123456789', denomination: 'ACME', etat: 'Active' }, insee: {} },
    'Plain text before',
    new Date('2025-01-02T03:04:05Z'),
  );

  it('keeps earlier plain notes as additional notes of an enrichment', () => {
    expect(JSON.parse(enriched)).toEqual({
      enriched: true,
      timestamp: '2025-01-02T03:04:05.000Z',
      data: expect.any(Object),
      additionalNotes: 'Plain text before',
    });
    const again = enrichedNotes({}, enriched);
    expect(additionalNotesOf(again)).toBe('Plain text before');
  });

  it('tells enriched notes from plain text, including text that looks like JSON', () => {
    expect(hasEnrichedData(enriched)).toBe(true);
    expect(hasEnrichedData('{"enriched": false, "data": {}}')).toBe(false);
    expect(hasEnrichedData('{not json')).toBe(false);
    expect(hasEnrichedData(null)).toBe(false);
    expect(parseEnrichedNotes('plain')).toBeNull();
  });

  it('summarises enriched notes for the export', () => {
    expect(readableNotes(enriched)).toBe(
      'Données enrichies le 2025-01-02 : ACME, SIREN 123456789, Active\nNotes : Plain text before',
    );
    expect(readableNotes('just text')).toBe('just text');
    expect(readableNotes(null)).toBe('');
  });
});
