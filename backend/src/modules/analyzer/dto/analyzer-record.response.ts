import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_STATUS_CODES, CompanyStatusCode } from '../company-status.rules';
import { JUDGMENT_KINDS, JudgmentKind, Practitioner, PRACTITIONER_ROLES } from '../judgment-facts';

const text = { type: String, nullable: true } as const;
const day = { type: String, format: 'date', nullable: true } as const;

export class FavoriteRefResponse {
  @ApiProperty()
  id: number;
}

/** A company's legal status derived from its notices (CONTRACT §7.3). */
export class CompanyStatusResponse {
  @ApiProperty({ enum: COMPANY_STATUS_CODES, enumName: 'CompanyStatusCode' })
  code: CompanyStatusCode;

  @ApiProperty({ ...day, description: 'When the status began (null: no procedure known)' })
  since: string | null;

  @ApiProperty({ ...text, description: 'The notice the status comes from' })
  annonceId: string | null;
}

/** A practitioner a judgment names (CONTRACT §8.2). */
export class PractitionerResponse {
  @ApiProperty({ enum: PRACTITIONER_ROLES, enumName: 'PractitionerRole' })
  role: Practitioner['role'];

  @ApiProperty({ description: 'As the judgment writes it (firm and/or person)' })
  name: string;
}

/** A results row (spec §3, snake_case): what the list shows, with its favorite status. */
export class AnalyzerRecordSummaryResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  annonce_id: string;

  @ApiProperty(day)
  date_parution: string | null;

  @ApiProperty(text)
  type_annonce: string | null;

  @ApiProperty(text)
  famille: string | null;

  @ApiProperty(text)
  nom_complet: string | null;

  @ApiProperty(text)
  nom_commercial: string | null;

  @ApiProperty(text)
  forme_juridique: string | null;

  @ApiProperty(text)
  rcs: string | null;

  @ApiProperty({ ...text, description: '9 digits' })
  siren: string | null;

  @ApiProperty(text)
  adresse: string | null;

  @ApiProperty(text)
  ville: string | null;

  @ApiProperty(text)
  numero_departement: string | null;

  @ApiProperty(text)
  tribunal: string | null;

  @ApiProperty()
  proceduration_collective_existe: boolean;

  @ApiProperty()
  isFavorite: boolean;

  @ApiProperty({ type: FavoriteRefResponse, nullable: true })
  favorite: FavoriteRefResponse | null;

  @ApiProperty({ ...text, description: 'The nature of the judgment (collective procedures)' })
  type_jugement: string | null;

  @ApiProperty({ ...text, description: 'The official notice on bodacc.fr' })
  url_complete: string | null;

  @ApiProperty(day)
  date_jugement: string | null;

  @ApiProperty(day)
  date_cessation_paiements: string | null;

  @ApiProperty({
    enum: JUDGMENT_KINDS,
    enumName: 'JudgmentKind',
    nullable: true,
    description: "What the notice's judgment does (null: not a judgment)",
  })
  judgmentKind: JudgmentKind | null;

  @ApiProperty({ ...text, description: 'The nature of the judgment, as published' })
  judgmentNature: string | null;

  @ApiProperty(day)
  judgmentDate: string | null;

  @ApiProperty({ ...day, description: 'The date of cessation of payments the judgment sets' })
  cessationDate: string | null;

  @ApiProperty({ type: [PractitionerResponse] })
  practitioners: PractitionerResponse[];

  @ApiProperty({
    type: CompanyStatusResponse,
    nullable: true,
    description: 'The status of the SIREN (null without one)',
  })
  companyStatus: CompanyStatusResponse | null;
}

export class PreviousNoticeResponse {
  @ApiProperty()
  annonce_id: string;

  @ApiProperty(day)
  date_parution: string | null;

  @ApiProperty(text)
  numero_annonce: string | null;

  @ApiProperty({ description: 'The official page of that notice' })
  url: string;
}

/** An opened record: every field of the catalogue (opening it is metered, CONTRACT §4.5). */
export class AnalyzerRecordResponse extends AnalyzerRecordSummaryResponse {
  @ApiProperty(day)
  date_annonce: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'In euros' })
  capital: number | null;

  @ApiProperty(text)
  activite: string | null;

  @ApiProperty(text)
  numero_annonce: string | null;

  @ApiProperty(text)
  complementaire: string | null;

  @ApiProperty(text)
  annonce_text: string | null;

  @ApiProperty({
    oneOf: [{ type: 'object', additionalProperties: true }, { type: 'string' }],
    nullable: true,
    description: "The notice's parsed JSON columns (a text for older imports)",
  })
  details_annonce_json: unknown;

  @ApiProperty({ type: [String], description: 'Every SIREN the notice names, its company first' })
  sirens: string[];

  @ApiProperty({ ...text, description: 'The directors, as the notice words them' })
  administration: string | null;

  @ApiProperty(text)
  categorie_vente: string | null;

  @ApiProperty({ ...text, description: 'Where creditors oppose a sale' })
  opposition: string | null;

  @ApiProperty(day)
  date_commencement_activite: string | null;

  @ApiProperty({
    type: PreviousNoticeResponse,
    nullable: true,
    description: 'The notice a rectificatif or an annulation corrects',
  })
  avis_precedent: PreviousNoticeResponse | null;
}

export class RecordPageMeta {
  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty({ description: 'Exact up to 10,000 matches, else possibly the bound 10,001' })
  total: number;

  @ApiProperty()
  totalPages: number;

  @ApiProperty({ description: 'False past 10,000 matches: the total is then a lower bound' })
  totalIsExact: boolean;
}

export class RecordSearchMeta extends RecordPageMeta {
  @ApiProperty({ description: 'Matches hidden because their company is inactive (0 when shown)' })
  hiddenInactive: number;

  @ApiProperty()
  hiddenInactiveIsExact: boolean;
}

export class RecordPage {
  @ApiProperty({ type: [AnalyzerRecordSummaryResponse] })
  data: AnalyzerRecordSummaryResponse[];

  @ApiProperty({ type: RecordSearchMeta })
  meta: RecordSearchMeta;
}

export class RecordSearchResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: RecordPage })
  data: RecordPage;
}

export class RecordDetailResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: AnalyzerRecordResponse })
  data: AnalyzerRecordResponse;
}

export class RecordOpeningCostResponse {
  @ApiProperty({
    enum: ['admin', 'already_counted', 'within_plan', 'credit'],
    enumName: 'ConsultationCharge',
    description: 'Why opening is free, or `credit` when it takes one',
  })
  charge: 'admin' | 'already_counted' | 'within_plan' | 'credit';

  @ApiProperty({ description: 'Credits that opening the record would take now' })
  cost: number;

  @ApiProperty({ description: "The user's credit balance" })
  balance: number;
}
