import { Injectable } from '@nestjs/common';
import type { CompanyReportField } from './company-report.fields';
import { CompanyReportsRepository } from './company-reports.repository';
import { CompanyRepository } from './company.repository';

/** What a closed report's notification shows of it. */
export interface ClosedReportSummary {
  id: number;
  siren: string;
  /** The company's newest name (null: no notice names it). */
  companyName: string | null;
  field: CompanyReportField;
  reply: string | null;
}

/** Closed reports for the notifications that tell their reporters (read by key, never metered). */
@Injectable()
export class CompanyReportDirectory {
  constructor(
    private readonly reports: CompanyReportsRepository,
    private readonly companies: CompanyRepository,
  ) {}

  async closedReportsOf(ids: number[]): Promise<Map<number, ClosedReportSummary>> {
    const rows = await this.reports.closedAmong([...new Set(ids)]);
    const names = await this.companies.namesOf([...new Set(rows.map((row) => row.siren))]);
    const nameOf = new Map(names.map((row) => [row.siren, row.name]));
    return new Map(
      rows.map((row) => [row.id, { ...row, companyName: nameOf.get(row.siren) ?? null }]),
    );
  }
}
