import { Injectable } from '@nestjs/common';
import { Database } from '../../shared/database';
import type { CompanyStatusColumns } from './analyzer-record.view';
import { companyProfileStatement, companyStatusStatement } from './company.statements';

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

  /** The company as the notices this user (undefined: an admin) sees describe it. */
  async profileVisibleTo(siren: string, userId: number | undefined): Promise<CompanyProfile> {
    return (await this.db.queryOne<CompanyProfile>(companyProfileStatement(siren, userId)))!;
  }

  async statusOf(siren: string): Promise<Partial<CompanyStatusColumns>> {
    return (await this.db.queryOne<CompanyStatusColumns>(companyStatusStatement(siren))) ?? {};
  }
}
