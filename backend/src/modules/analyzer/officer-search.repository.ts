import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../../shared/database';
import type { CompanyStatusColumns } from './analyzer-record.view';
import {
  companyNamesAndStatusesStatement,
  officerCompaniesStatement,
} from './officer-search.statements';
import type { Viewer } from './record-visibility';

export type CompanyNameAndStatus = CompanyStatusColumns & { siren: string; name: string | null };

@Injectable()
export class OfficerSearchRepository {
  constructor(private readonly replica: ReadDatabase) {}

  /** The SIRENs of the companies naming such an officer in notices the viewer sees. */
  async companiesNaming(
    name: string,
    viewer: Viewer | undefined,
    limit: number,
  ): Promise<string[]> {
    const rows = await this.replica.query<{ siren: string }>(
      officerCompaniesStatement(name, viewer, limit),
    );
    return rows.map((row) => row.siren);
  }

  namesAndStatusesOf(sirens: string[]): Promise<CompanyNameAndStatus[]> {
    return this.replica.query(companyNamesAndStatusesStatement(sirens));
  }
}
