import type { JobMessage } from './job-messages';

/** Why a CSV row is skipped: a code the screens translate, its parameters, its English text. */
export type RowProblem = JobMessage;

const problem = (code: string, params: JobMessage['params'], text: string): RowProblem => ({
  code,
  params,
  text,
});

/** Every reason a CSV row can be malformed (the reader's and the parsers'). */
export const RowProblems = {
  tooLong: (size: number, max: number) =>
    problem('tooLong', { size, max }, `row of ${size} characters, over the limit of ${max}`),
  unclosedQuoteTooLong: (size: number, max: number) =>
    problem(
      'unclosedQuoteTooLong',
      { size, max },
      `unclosed quote in a row of ${size} characters, over the limit of ${max}`,
    ),
  columnCount: (expected: number, found: number) =>
    problem('columnCount', { expected, found }, `expected ${expected} columns, found ${found}`),
  unclosedQuote: () => problem('unclosedQuote', {}, 'malformed CSV: unclosed quote'),
  characterAfterQuote: (position: number) =>
    problem(
      'characterAfterQuote',
      { position },
      `malformed CSV: unexpected character after closing quote at position ${position}`,
    ),
  quoteInUnquotedField: () =>
    problem('quoteInUnquotedField', {}, 'malformed CSV: quote inside an unquoted field'),
  emptyAnnonceId: () => problem('emptyAnnonceId', {}, 'annonce_id is empty'),
  invalidDate: (field: string, value: string) =>
    problem('invalidDate', { field, value }, `invalid date in ${field} "${value}"`),
  invalidCapital: (value: string) =>
    problem('invalidCapital', { value }, `invalid capital "${value}"`),
  invalidDateParution: (value: string) =>
    problem('invalidDateParution', { value }, `invalid dateparution "${value}"`),
  invalidJson: (column: string) =>
    problem('invalidJson', { column }, `invalid JSON in column ${column}`),
  jsonTooManyNodes: (column: string, max: number) =>
    problem(
      'jsonTooManyNodes',
      { column, max },
      `JSON over the limit of ${max} values per row (column ${column})`,
    ),
  jsonTooDeep: (column: string, max: number) =>
    problem(
      'jsonTooDeep',
      { column, max },
      `JSON nested deeper than ${max} levels (column ${column})`,
    ),
};

/** A CSV syntax error, thrown by the record splitter; its problem is what the row reports. */
export class RowProblemError extends Error {
  constructor(readonly problem: RowProblem) {
    super(problem.text.replace(/^malformed CSV: /, ''));
  }
}
