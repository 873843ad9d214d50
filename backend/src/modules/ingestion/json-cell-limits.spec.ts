import { join } from 'node:path';
import { BODACC_JSON_COLUMNS } from './bodacc-columns';
import { readCsvRecords } from './csv-record-reader';
import { MAX_CELL_JSON_DEPTH, measureJsonCells } from './json-cell-limits';

const SAMPLE = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'sample-real.csv');

const countValues = (value: unknown): number =>
  1 +
  (value !== null && typeof value === 'object'
    ? Object.values(value).reduce((sum: number, child) => sum + countValues(child), 0)
    : 0);

describe('measureJsonCells', () => {
  it('counts the values of every JSON cell of the real BODACC sample exactly', async () => {
    let rows = 0;
    for await (const record of readCsvRecords(SAMPLE, { delimiter: ';', afterLine: 1 })) {
      if (record.error !== undefined) continue;
      rows += 1;
      const cells = BODACC_JSON_COLUMNS.map((column) => record.values[column]).filter(Boolean);
      const parsed = cells.reduce((sum, cell) => sum + countValues(JSON.parse(cell)), 0);
      expect(measureJsonCells(record.values, BODACC_JSON_COLUMNS, 10_000)).toEqual({
        nodes: parsed,
      });
    }
    expect(rows).toBe(88);
  });

  it('refuses a row whose cells pass the limit together, naming the column where it passed', () => {
    const values = { a: '[1,2,3]', b: 'null', c: '{"x":[1,2]}' };
    expect(measureJsonCells(values, ['a', 'b', 'c'], 8)).toEqual({ nodes: 8 });
    expect(measureJsonCells(values, ['a', 'b', 'c'], 7)).toEqual({
      error: {
        code: 'jsonTooManyNodes',
        params: { column: 'c', max: 7 },
        text: 'JSON over the limit of 7 values per row (column c)',
      },
    });
  });

  it('refuses JSON nested deeper than MAX_CELL_JSON_DEPTH', () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    expect(measureJsonCells({ a: deep(MAX_CELL_JSON_DEPTH) }, ['a'], 10_000)).toEqual({
      nodes: MAX_CELL_JSON_DEPTH,
    });
    expect(measureJsonCells({ a: deep(MAX_CELL_JSON_DEPTH + 1) }, ['a'], 10_000)).toEqual({
      error: {
        code: 'jsonTooDeep',
        params: { column: 'a', max: MAX_CELL_JSON_DEPTH },
        text: `JSON nested deeper than ${MAX_CELL_JSON_DEPTH} levels (column a)`,
      },
    });
  });

  it('leaves alone empty cells, other columns and text that is no array or object', () => {
    const values = { a: '', b: 'vente, cession, reprise, '.repeat(1000), other: '[1,2,3]' };
    expect(measureJsonCells(values, ['a', 'b', 'missing'], 1)).toEqual({ nodes: 0 });
  });
});
