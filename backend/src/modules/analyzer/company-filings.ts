/** CONTRACT §8.3: a company's accounts filings, from its family C notices (`depot`). Pure. */
import { addMonths } from './analytics-period';
import type { CompanyStatusCode } from './company-status.rules';
import { day, text } from './notice-facts';

/** One of the company's notices that files something. */
export interface FilingNotice {
  annonceId: string;
  /** Its publication day, YYYY-MM-DD. */
  date: string | null;
  /** The notice's `depot` (`details_annonce_json`). */
  depot: unknown;
}

export interface Filing {
  closingDate: string | null;
  type: string | null;
  publishedAt: string | null;
  annonceId: string;
}

/** Accounts closed longer ago than this are overdue for an active company. */
export const OVERDUE_AFTER_MONTHS = 18;

/** The filings, newest closing date first (undated ones last, newest published first). */
export function filingsOf(notices: FilingNotice[]): Filing[] {
  const filings = notices.flatMap(({ annonceId, date, depot }) => {
    if (!depot || typeof depot !== 'object' || Array.isArray(depot)) return [];
    const { dateCloture, typeDepot } = depot as Record<string, unknown>;
    return [{ closingDate: day(dateCloture), type: text(typeDepot), publishedAt: date, annonceId }];
  });
  const newestFirst = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');
  return filings.sort(
    (a, b) =>
      newestFirst(a.closingDate, b.closingDate) || newestFirst(a.publishedAt, b.publishedAt),
  );
}

/** An active company whose latest accounts closed more than 18 months before `today`. */
export function isAccountsOverdue(
  filings: Filing[],
  status: CompanyStatusCode,
  today: string,
): boolean {
  const latest = filings.find((filing) => filing.closingDate)?.closingDate ?? null;
  return isClosingOverdue(latest, status, today);
}

/** Whether accounts closed on `latestClosing` are overdue on `today` for a company of `status`. */
export function isClosingOverdue(
  latestClosing: string | null,
  status: CompanyStatusCode,
  today: string,
): boolean {
  return (
    status === 'active' &&
    !!latestClosing &&
    latestClosing < addMonths(today, -OVERDUE_AFTER_MONTHS)
  );
}
