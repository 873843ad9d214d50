import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import {
  AnalyzerRecordSummaryResponse,
  CompanyStatusResponse,
  RecordPageMeta,
} from './analyzer-record.response';
import { CompanyIdentityResponse } from './company-identity.response';

const text = { type: String, nullable: true } as const;

export class CompanyParams {
  @ApiProperty({ description: '9 digits' })
  @Matches(/^\d{9}$/, { message: 'siren must be 9 digits' })
  siren: string;
}

/** A term of office, read from the notices (CONTRACT §8.3). */
export class OfficerResponse {
  @ApiProperty({ example: 'YETIM Oguz' })
  name: string;

  @ApiProperty({ example: 'Président' })
  role: string;

  @ApiProperty({ ...text, description: 'YYYY-MM-DD: the notice that first names them' })
  since: string | null;

  @ApiProperty({
    ...text,
    description: 'YYYY-MM-DD: the first later notice that no longer lists them; null: in office',
  })
  until: string | null;

  @ApiProperty({ description: 'The notice that first names them in that role' })
  annonceId: string;
}

/** An accounts filing, from a family C notice (CONTRACT §8.3). */
export class FilingResponse {
  @ApiProperty({ ...text, description: 'YYYY-MM-DD: the accounts closing date' })
  closingDate: string | null;

  @ApiProperty({ ...text, example: 'Comptes annuels et rapports' })
  type: string | null;

  @ApiProperty({ ...text, description: 'YYYY-MM-DD: the notice publishing it' })
  publishedAt: string | null;

  @ApiProperty()
  annonceId: string;
}

/** A move of the registered office to another registry (CONTRACT §8.3). */
export class TransferResponse {
  @ApiProperty({ ...text, description: 'YYYY-MM-DD: the notice telling the move' })
  date: string | null;

  @ApiProperty({ ...text, description: 'The registry it left; null when no notice names it' })
  fromTribunal: string | null;

  @ApiProperty({ ...text, description: 'The registry it joined; null when no notice names it' })
  toTribunal: string | null;

  @ApiProperty()
  annonceId: string;
}

/** A company as the notices the user sees describe it (CONTRACT §7.3, §8.3). */
export class CompanyResponse {
  @ApiProperty({ description: '9 digits' })
  siren: string;

  @ApiProperty(text)
  name: string | null;

  @ApiProperty({ type: CompanyStatusResponse })
  status: CompanyStatusResponse;

  @ApiProperty(text)
  legalForm: string | null;

  @ApiProperty(text)
  address: string | null;

  @ApiProperty(text)
  activity: string | null;

  @ApiProperty(text)
  tribunal: string | null;

  @ApiProperty({
    type: [OfficerResponse],
    description: 'Who runs or ran it: those in office first, then the former ones',
  })
  officers: OfficerResponse[];

  @ApiProperty({ type: [FilingResponse], description: 'Its accounts filings, newest first' })
  filings: FilingResponse[];

  @ApiProperty({
    description: 'Active, and its latest accounts closed more than 18 months ago',
  })
  accountsOverdue: boolean;

  @ApiProperty({
    type: [TransferResponse],
    description: 'Its moves between registries, newest first',
  })
  transfers: TransferResponse[];

  @ApiProperty({
    type: CompanyIdentityResponse,
    nullable: true,
    description: 'As the Sirene register shows it; null when it cannot be had (not metered)',
  })
  identity: CompanyIdentityResponse | null;
}

export class CompanyAnnouncementsPage {
  @ApiProperty({ type: [AnalyzerRecordSummaryResponse] })
  data: AnalyzerRecordSummaryResponse[];

  @ApiProperty({ type: RecordPageMeta })
  meta: RecordPageMeta;
}

export class CompanyPageResponse {
  @ApiProperty({ type: CompanyResponse })
  company: CompanyResponse;

  @ApiProperty({ type: CompanyAnnouncementsPage, description: 'Its notices, newest first' })
  announcements: CompanyAnnouncementsPage;
}
