import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isBodaccExportHeader } from './bodacc-columns';

const SAMPLE = join(__dirname, '../../../test/fixtures/sample-real.csv');

describe('isBodaccExportHeader', () => {
  it("recognises the real export's header, whatever the case", () => {
    const header = readFileSync(SAMPLE, 'utf8').split('\n')[0].split(';');
    expect(isBodaccExportHeader(header)).toBe(true);
    expect(isBodaccExportHeader(header.map((column) => column.toUpperCase()))).toBe(true);
  });

  it('leaves analyzer CSV headers alone, even those carrying some BODACC names', () => {
    expect(isBodaccExportHeader(['annonce_id', 'date_parution', 'nom_complet'])).toBe(false);
    expect(
      isBodaccExportHeader([
        'annonce_id',
        'publicationavis',
        'dateparution',
        'numeroannonce',
        'familleavis',
      ]),
    ).toBe(false);
    expect(isBodaccExportHeader(['id', 'dateparution', 'tribunal'])).toBe(false);
    expect(isBodaccExportHeader([])).toBe(false);
  });
});
