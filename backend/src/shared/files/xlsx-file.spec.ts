import { ValueType, Workbook, Worksheet } from 'exceljs';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { csvFile } from './csv-file';
import { ExportColumn, ExportTable, exportRowOf } from './export-table';
import { SpilledSheetLinks } from './spilled-sheet-links';
import { xlsxFile } from './xlsx-file';

interface Row {
  name: string;
  day: string | null;
  addedAt?: Date;
  count?: number;
  url: string | null;
}

const COLUMNS: ExportColumn<Row>[] = [
  { title: 'Nom', kind: 'text', width: 30, value: (r) => r.name },
  { title: 'Jour', kind: 'date', value: (r) => r.day },
  { title: 'Ajouté le', kind: 'date', value: (r) => r.addedAt },
  { title: 'Nombre', kind: 'number', value: (r) => r.count },
  { title: 'Lien', kind: 'link', label: 'Ouvrir', value: (r) => r.url },
];

const ROWS: Row[] = [
  {
    name: 'ACME',
    day: '2024-03-10',
    addedAt: new Date('2024-07-01T22:30:00Z'),
    count: 3,
    url: 'https://example.org/a?b=1&c=2',
  },
  { name: '=SUM(A1:A2)', day: '2024-02-30', count: 0, url: 'javascript:alert(1)' },
  { name: '+33 1 23', day: null, url: null },
];

function tableOf(rows: Row[], note: string | null = null): ExportTable {
  async function* batches() {
    yield rows.map((row) => exportRowOf(COLUMNS, row));
  }
  return { header: COLUMNS, batches: batches(), note };
}

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function sheetOf(table: ExportTable): Promise<Worksheet> {
  const workbook = new Workbook();
  await workbook.xlsx.load((await read(xlsxFile(table, 'Feuille'))) as never);
  return workbook.worksheets[0];
}

describe('xlsxFile', () => {
  it('writes each cell as its column kind says', async () => {
    const sheet = await sheetOf(tableOf(ROWS));
    const [name, day, addedAt, count, link] = [1, 2, 3, 4, 5].map((c) =>
      sheet.getRow(2).getCell(c),
    );
    expect(name.value).toBe('ACME');
    expect(day.type).toBe(ValueType.Date);
    expect(day.value).toEqual(new Date(Date.UTC(2024, 2, 10)));
    expect(day.numFmt).toBe('dd/mm/yyyy');
    // An instant reads as Paris wall-clock time: 22:30 UTC on 1 July is 00:30 on 2 July.
    expect(addedAt.value).toEqual(new Date(Date.UTC(2024, 6, 2, 0, 30)));
    expect(count.type).toBe(ValueType.Number);
    expect(count.value).toBe(3);
    expect(link.type).toBe(ValueType.Hyperlink);
    expect(link.value).toEqual({ text: 'Ouvrir', hyperlink: 'https://example.org/a?b=1&c=2' });
  });

  it('keeps as text what is not of its kind, and never writes a formula', async () => {
    const sheet = await sheetOf(tableOf(ROWS));
    const row = sheet.getRow(3);
    expect(row.getCell(1).type).toBe(ValueType.String);
    expect(row.getCell(1).value).toBe('=SUM(A1:A2)');
    expect(row.getCell(2).value).toBe('2024-02-30');
    expect(row.getCell(4).value).toBe(0);
    expect(row.getCell(5).type).toBe(ValueType.String);
    expect(row.getCell(5).value).toBe('javascript:alert(1)');
    expect(sheet.getRow(4).getCell(1).value).toBe('+33 1 23');
    expect(sheet.getRow(4).getCell(2).type).toBe(ValueType.Null);
  });

  it('freezes and bolds the header, filters the rows, and sizes the columns by kind', async () => {
    const sheet = await sheetOf(tableOf(ROWS));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.autoFilter).toBe('A1:E4');
    expect(COLUMNS.map((_, index) => sheet.getColumn(index + 1).width)).toEqual([
      30, 12, 12, 10, 16,
    ]);
  });

  it('writes the note after a blank row, outside the filter', async () => {
    const sheet = await sheetOf(tableOf(ROWS, 'Export limité'));
    expect(sheet.getRow(5).hasValues).toBe(false);
    expect(sheet.getRow(6).getCell(1).value).toBe('Export limité');
    expect(sheet.autoFilter).toBe('A1:E4');
  });

  it('writes a header alone, with its filter, when nothing matches', async () => {
    const sheet = await sheetOf(tableOf([]));
    expect(sheet.rowCount).toBe(1);
    expect(sheet.autoFilter).toBe('A1:E1');
  });
});

describe('the links of a streamed sheet', () => {
  /**
   * The file is removed once its own stream has closed, which may be just after the download's
   * (seconds later on a busy machine: CI saw more than 5 s); the test's timeout bounds the wait.
   */
  const gone = async (path: string) => {
    while (existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  const spilledFile = () => {
    const attach = jest.spyOn(SpilledSheetLinks, 'attachTo');
    return () => {
      const links = attach.mock.results[0].value as SpilledSheetLinks;
      attach.mockRestore();
      return (links as unknown as { path: string }).path;
    };
  };

  it('wait on disk, not in memory, and the file goes once the workbook is written', async () => {
    const pathOf = spilledFile();
    const file = xlsxFile(tableOf(ROWS), 'Feuille');
    const path = pathOf();
    const body = await read(file);
    expect(body.length).toBeGreaterThan(0);
    await gone(path);
  }, 60_000);

  it('leave no file behind when the download stops half-way', async () => {
    const pathOf = spilledFile();
    async function* endless() {
      for (;;) yield Array.from({ length: 500 }, () => exportRowOf(COLUMNS, ROWS[0]));
    }
    const file = xlsxFile({ header: COLUMNS, batches: endless(), note: null }, 'Feuille');
    const path = pathOf();
    for await (const chunk of file) if ((chunk as Buffer).length) break;
    await new Promise((resolve) => file.once('close', resolve));
    await gone(path);
  }, 60_000);
});

describe('csvFile', () => {
  it('keeps days as ISO text, instants as ISO timestamps and addresses as they are', async () => {
    const text = (await read(csvFile(tableOf(ROWS, 'Fin')))).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNom;Jour;Ajouté le;Nombre;Lien',
      'ACME;2024-03-10;2024-07-01T22:30:00.000Z;3;https://example.org/a?b=1&c=2',
      "'=SUM(A1:A2);2024-02-30;;0;javascript:alert(1)",
      "'+33 1 23;;;;",
      'Fin',
      '',
    ]);
  });
});
