/** CONTRACT §8.4: the lines of a portfolio as companies, in their order. Pure but for reading. */
import {
  identifierColumnOfContent,
  identifierColumnOfHeader,
  InvalidReason,
  sirenOfCell,
} from './company-identifiers';
import type { PortfolioRow } from './portfolio-file';
import { MAX_IMPORT_LINES } from './portfolio-limits';

/** The rows read before the identifiers' column is chosen by its content. */
const SAMPLED_ROWS = 50;

export interface PortfolioLines {
  /** Each company once, with the first line naming it. */
  companies: { line: number; siren: string }[];
  duplicates: number;
  invalid: { line: number; value: string; reason: InvalidReason }[];
}

export class TooManyLinesError extends Error {}

const isBlank = (row: PortfolioRow) => row.cells.every((cell) => !cell.trim());

/**
 * Reads the rows: the column is the one a first row's header names ("SIREN", "SIRET"), else the
 * one whose first rows read most as SIRENs. Blank rows are skipped; past MAX_IMPORT_LINES rows
 * a TooManyLinesError ends the reading.
 */
export async function portfolioLinesOf(rows: AsyncIterable<PortfolioRow>): Promise<PortfolioLines> {
  const result: PortfolioLines = { companies: [], duplicates: 0, invalid: [] };
  const seen = new Set<string>();
  let column: number | null = null;
  let sample: PortfolioRow[] = [];
  let count = 0;
  const take = (row: PortfolioRow) => {
    const cell = row.cells[column!] ?? '';
    const check = sirenOfCell(cell);
    if ('reason' in check) {
      result.invalid.push({
        line: row.line,
        value: cell.trim().slice(0, 100),
        reason: check.reason,
      });
    } else if (seen.has(check.siren)) result.duplicates += 1;
    else {
      seen.add(check.siren);
      result.companies.push({ line: row.line, siren: check.siren });
    }
  };
  for await (const row of rows) {
    if (isBlank(row)) continue;
    count += 1;
    if (count > MAX_IMPORT_LINES) throw new TooManyLinesError();
    if (count === 1) {
      const named = identifierColumnOfHeader(row.cells);
      if (named !== -1) {
        column = named;
        continue;
      }
    }
    if (column !== null) take(row);
    else if (sample.push(row) === SAMPLED_ROWS) {
      column = identifierColumnOfContent(sample.map((sampled) => sampled.cells));
      sample.forEach(take);
      sample = [];
    }
  }
  if (column === null) {
    column = identifierColumnOfContent(sample.map((sampled) => sampled.cells));
    sample.forEach(take);
  }
  return result;
}
