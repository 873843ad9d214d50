import { Injectable } from '@nestjs/common';
import { Database, ReadDatabase } from '../../shared/database';
import type { CompanyStatusColumns } from './analyzer-record.view';
import type { FilingNotice } from './company-filings';
import type { OfficerNotice } from './company-officers';
import type { TransferNotice } from './company-transfers';
import {
  companyFactNoticesStatement,
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

  /** The company's own notices the viewer sees, as its officers, filings and moves are read. */
  factNoticesVisibleTo(
    siren: string,
    viewer: Viewer | undefined,
  ): Promise<(OfficerNotice & FilingNotice & TransferNotice)[]> {
    return this.replica.query(companyFactNoticesStatement(siren, viewer));
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
