import { Injectable } from '@nestjs/common';
import { Database, ReadDatabase } from '../../shared/database';
import type { CompanyStatusColumns } from './analyzer-record.view';
import type { FilingNotice } from './company-filings';
import type { NoticeOfficer, OfficerNotice } from './company-officers';
import type { TransferNotice } from './company-transfers';
import {
  companyFactNoticesStatement,
  officerRowsStatement,
  companyProfileStatement,
  companyNamesStatement,
  companyStatusStatement,
  companySummariesStatement,
} from './company.statements';
import type { Viewer } from './record-visibility';

export interface CompanyProfile {
  name: string | null;
  legalForm: string | null;
  address: string | null;
  activity: string | null;
  tribunal: string | null;
  /** The notices of the company the user sees. */
  notices: number;
}

/** A company as the whole catalogue knows it, with its newest notice (null: none yet). */
export interface CompanySummaryRow extends CompanyStatusColumns {
  siren: string;
  name: string | null;
  lastNoticeId: number | null;
  lastNoticeDate: string | null;
  lastNoticeType: string | null;
}

type OfficerRow = NoticeOfficer & { siren: string; annonceId: string; date: string | null };

/** Each company's notices, from rows where one notice's officers follow each other. */
export function noticesOfOfficerRows(rows: OfficerRow[]): Map<string, OfficerNotice[]> {
  const bySiren = new Map<string, OfficerNotice[]>();
  for (const { siren, annonceId, date, ...officer } of rows) {
    const notices = bySiren.get(siren) ?? bySiren.set(siren, []).get(siren)!;
    const last = notices.at(-1);
    if (last?.annonceId === annonceId) last.officers.push(officer);
    else notices.push({ annonceId, date, officers: [officer] });
  }
  return bySiren;
}

/**
 * The company page reads from `replica` (the primary when there is none); the summaries and names
 * that watches and notifications show, right after the writes that made them, from the primary.
 */
@Injectable()
export class CompanyRepository {
  constructor(
    private readonly db: Database,
    private readonly replica: ReadDatabase,
  ) {}

  /** The company as the notices this viewer (undefined: an admin) sees describe it. */
  async profileVisibleTo(siren: string, viewer: Viewer | undefined): Promise<CompanyProfile> {
    return (await this.replica.queryOne<CompanyProfile>(companyProfileStatement(siren, viewer)))!;
  }

  /** The company's own notices the viewer sees, as its filings and moves are read. */
  factNoticesVisibleTo(
    siren: string,
    viewer: Viewer | undefined,
  ): Promise<(FilingNotice & TransferNotice)[]> {
    return this.replica.query(companyFactNoticesStatement(siren, viewer));
  }

  /** Each company's own notices the viewer sees that name officers, oldest first. */
  async officerNoticesVisibleTo(
    sirens: string[],
    viewer: Viewer | undefined,
  ): Promise<Map<string, OfficerNotice[]>> {
    const rows = await this.replica.query<OfficerRow>(officerRowsStatement(sirens, viewer));
    return noticesOfOfficerRows(rows);
  }

  /** Every catalogue notice counts, whoever sees it: the caller has a reason to show these. */
  summariesOf(sirens: string[]): Promise<CompanySummaryRow[]> {
    if (!sirens.length) return Promise.resolve([]);
    return this.db.query<CompanySummaryRow>(companySummariesStatement(sirens));
  }

  /** Each SIREN's newest name in the catalogue (null: no notice names it). */
  namesOf(sirens: string[]): Promise<{ siren: string; name: string | null }[]> {
    if (!sirens.length) return Promise.resolve([]);
    return this.db.query(companyNamesStatement(sirens));
  }

  async statusOf(siren: string): Promise<Partial<CompanyStatusColumns>> {
    return (await this.replica.queryOne<CompanyStatusColumns>(companyStatusStatement(siren))) ?? {};
  }
}
