import { createReadStream, createWriteStream, rmSync, WriteStream } from 'node:fs';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { stream as excelStream, Worksheet } from 'exceljs';

type WorkbookWriter = InstanceType<typeof excelStream.xlsx.WorkbookWriter>;

const HYPERLINK_TYPE =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';

const xmlAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * exceljs's streaming writer keeps every link of a sheet in memory until the sheet ends: their
 * list, and their relationships queued in the zip behind the sheet. This takes its place (the
 * sheet's `_sheetRelsWriter`, the only way in): the relationships go to a temporary file, zipped
 * once the sheet is, and the list keeps only each link's cell address.
 */
export class SpilledSheetLinks {
  private readonly path = join(tmpdir(), `xlsx-links-${randomUUID()}.xml.rels`);
  private file: WriteStream | null = null;
  private isDiscarded = false;
  private readonly addresses: string[] = [];
  /** What the writer's row serializer pushes each link to. */
  readonly hyperlinksProxy = {
    push: (link: { address: string; target: string }) => this.add(link),
  };

  constructor(
    private readonly workbook: WorkbookWriter,
    private readonly sheetId: number,
  ) {}

  /** Read by the writer once, as the sheet ends, to write its `<hyperlinks>`. */
  get _hyperlinks(): { rId: string; address: string }[] {
    return this.addresses.map((address, index) => ({ rId: `rId${index + 1}`, address }));
  }

  /** Puts this in place of the sheet's own relationships writer, before any row is written. */
  static attachTo(sheet: Worksheet, workbook: WorkbookWriter): SpilledSheetLinks {
    const internals = sheet as unknown as { _sheetRelsWriter?: unknown; id: number };
    if (!internals._sheetRelsWriter) throw new Error('exceljs: no sheet relationships writer');
    const links = new SpilledSheetLinks(workbook, internals.id);
    internals._sheetRelsWriter = links;
    return links;
  }

  private add({ address, target }: { address: string; target: string }): void {
    // The rows of a batch under way when the download went: nobody will read them.
    if (this.isDiscarded) return;
    if (!this.file) {
      this.file = createWriteStream(this.path);
      this.file.write(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
      );
    }
    this.addresses.push(address);
    this.file.write(
      `<Relationship Id="rId${this.addresses.length}" Type="${HYPERLINK_TYPE}"` +
        ` Target="${xmlAttribute(target)}" TargetMode="External"/>`,
    );
  }

  /** Resolves once the file has taken what it was given, so links never queue in memory. */
  async drained(): Promise<void> {
    if (this.file?.writableNeedDrain) await once(this.file, 'drain');
  }

  /** Called by the sheet's commit; the file is zipped by `zip`, which can wait for it. */
  commit(): void {}

  /** After the sheet's commit: the relationships file, complete, becomes the sheet's part. */
  async zip(): Promise<void> {
    if (!this.file || this.isDiscarded) return;
    this.file.end('</Relationships>');
    await once(this.file, 'finish');
    const zip = (this.workbook as unknown as { zip: { append: (...args: unknown[]) => void } }).zip;
    zip.append(createReadStream(this.path), {
      name: `xl/worksheets/_rels/sheet${this.sheetId}.xml.rels`,
    });
  }

  /** Once the file is written or abandoned. */
  discard(): void {
    this.isDiscarded = true;
    const file = this.file;
    const remove = () => rmSync(this.path, { force: true });
    // A stream still opening its file would create it after a removal made now.
    if (file && !file.closed) file.once('close', remove).destroy();
    else remove();
  }
}
