import { Injectable } from '@nestjs/common';
import { AnalyzerRepository } from './analyzer.repository';
import { CompanyStatusView, companyStatusOf } from './analyzer-record.view';
import { CompanyRepository } from './company.repository';

/** A company as the catalogue knows it: newest name, status and newest notice naming it. */
export interface CompanySummary {
  siren: string;
  name: string | null;
  status: CompanyStatusView;
  lastNotice: { id: number; date_parution: string | null; type_annonce: string | null } | null;
}

/** What a list row shows of a notice (spec §3 names). */
export interface NoticeSummary {
  id: number;
  nom_complet: string | null;
  type_annonce: string | null;
  date_parution: string | null;
  siren: string | null;
  /** The judgment's nature and date, for a judgment (what an alert names). */
  type_jugement: string | null;
  date_jugement: string | null;
}

/**
 * Companies and notices for contexts that already hold a reason to show them (a watch, a
 * notification): read by key, whoever sees them, never metered. Depends on nothing that the
 * catalogue's writers call, so that their listeners may use it.
 */
@Injectable()
export class CatalogDirectory {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly records: AnalyzerRepository,
  ) {}

  async companiesOf(sirens: string[]): Promise<Map<string, CompanySummary>> {
    const rows = await this.companies.summariesOf([...new Set(sirens)]);
    return new Map(
      rows.map((row) => [
        row.siren,
        {
          siren: row.siren,
          name: row.name,
          status: companyStatusOf(row.siren, row)!,
          lastNotice:
            row.lastNoticeId === null
              ? null
              : {
                  id: row.lastNoticeId,
                  date_parution: row.lastNoticeDate,
                  type_annonce: row.lastNoticeType,
                },
        },
      ]),
    );
  }

  /** Each company's newest name (null: none of its own notices has one); a B-tree lookup each. */
  async companyNamesOf(sirens: string[]): Promise<Map<string, string | null>> {
    const rows = await this.companies.namesOf([...new Set(sirens)]);
    return new Map(rows.map((row) => [row.siren, row.name]));
  }

  async noticesOf(recordIds: number[]): Promise<Map<number, NoticeSummary>> {
    const rows = await this.records.findSummariesByIds([...new Set(recordIds)]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          nom_complet: row.nomComplet,
          type_annonce: row.typeAnnonce,
          date_parution: row.dateParution,
          siren: row.siren,
          type_jugement: row.typeJugement,
          date_jugement: row.dateJugement,
        },
      ]),
    );
  }
}
