import { Injectable } from '@nestjs/common';
import { Database } from '../../shared/database';
import type { CompanyStatusColumns } from './analyzer-record.view';
import { companyProfileStatement, companyStatusStatement } from './company.statements';
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

@Injectable()
export class CompanyRepository {
  constructor(private readonly db: Database) {}

  /** The company as the notices this viewer (undefined: an admin) sees describe it. */
  async profileVisibleTo(siren: string, viewer: Viewer | undefined): Promise<CompanyProfile> {
    return (await this.db.queryOne<CompanyProfile>(companyProfileStatement(siren, viewer)))!;
  }

  async statusOf(siren: string): Promise<Partial<CompanyStatusColumns>> {
    return (await this.db.queryOne<CompanyStatusColumns>(companyStatusStatement(siren))) ?? {};
  }
}
