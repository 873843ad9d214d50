/**
 * How much of the real notices' `administration` texts the officer parser reads (CONTRACT 8.3).
 * Reads a file only: `npx tsc -p tsconfig.bench.json && node dist/bench/officer-coverage.js [csv.gz]`.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { personsOf } from '../src/modules/analyzer/notice-facts';
import { officersOf, soleTraderOf } from '../src/modules/analyzer/officer-texts';
import { splitCsvRecord } from '../src/modules/ingestion/csv-record-reader';
import { REAL_BODACC_GZ } from './real-bodacc';

const SAMPLES = 15;
const TOP_ROLES = 20;

/** The records of a gzipped ';' export by header name; a quoted value may span lines. */
async function* gzippedCsvRecords(path: string): AsyncGenerator<Record<string, string>> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()) });
  let header: string[] | null = null;
  let pending = '';
  for await (const line of lines) {
    pending = pending ? `${pending}\n${line}` : line;
    if ((pending.match(/"/g)?.length ?? 0) % 2 === 1) continue;
    const fields = splitCsvRecord(pending);
    pending = '';
    if (!header) header = fields;
    else yield Object.fromEntries(header.map((name, i) => [name, fields[i] ?? '']));
  }
}

class Coverage {
  notices = 0;
  noticesWithText = 0;
  texts = 0;
  completeTexts = 0;
  officers = 0;
  soleTraders = 0;
  readonly roles = new Map<string, number>();
  readonly incompleteTexts: string[] = [];

  countOfficer(role: string): void {
    this.officers += 1;
    this.roles.set(role, (this.roles.get(role) ?? 0) + 1);
  }

  readText(administration: string): void {
    const parsed = officersOf(administration);
    this.texts += 1;
    if (parsed.complete) this.completeTexts += 1;
    else this.incompleteTexts.push(administration);
    for (const officer of parsed.officers) this.countOfficer(officer.role);
  }

  readNotice(row: Record<string, string>): void {
    this.notices += 1;
    if (!row.listepersonnes) return;
    const persons = personsOf(JSON.parse(row.listepersonnes));
    if (persons.some((person) => typeof person.administration === 'string')) {
      this.noticesWithText += 1;
    }
    for (const person of persons) {
      if (typeof person.administration === 'string') this.readText(person.administration);
      const soleTrader = person.typePersonne === 'pp' ? soleTraderOf(person) : null;
      if (soleTrader) {
        this.soleTraders += 1;
        this.countOfficer(soleTrader.role);
      }
    }
  }

  print(): void {
    const percent = ((100 * this.completeTexts) / Math.max(1, this.texts)).toFixed(2);
    console.log(`notices read: ${this.notices}`);
    console.log(`notices with an administration text: ${this.noticesWithText}`);
    console.log(`administration texts: ${this.texts}`);
    console.log(`texts read completely: ${this.completeTexts} (${percent} %)`);
    console.log(`officers found: ${this.officers} (sole traders: ${this.soleTraders})`);
    console.log(`${TOP_ROLES} most frequent roles:`);
    const roles = [...this.roles].sort((a, b) => b[1] - a[1]).slice(0, TOP_ROLES);
    for (const [role, count] of roles) console.log(`  ${String(count).padStart(7)}  ${role}`);
    console.log(`${SAMPLES} of the texts not read completely:`);
    for (const text of this.spreadSample()) console.log(`  ${text}`);
  }

  /** Samples taken across the whole file, not only its first notices. */
  private spreadSample(): string[] {
    const step = Math.max(1, Math.floor(this.incompleteTexts.length / SAMPLES));
    return this.incompleteTexts.filter((_, i) => i % step === 0).slice(0, SAMPLES);
  }
}

async function main(): Promise<void> {
  const coverage = new Coverage();
  for await (const row of gzippedCsvRecords(process.argv[2] ?? REAL_BODACC_GZ)) {
    coverage.readNotice(row);
  }
  coverage.print();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
