import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { COMPANY_STATUS_CODES, CompanyStatusResponse, PORTFOLIO_FLAGS } from '../../analyzer';
import { PageQuery } from '../../../shared/dto/page.query';

const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : value;

class PortfolioFilters {
  @ApiPropertyOptional({
    description: 'Comma list of status codes',
    example: 'liquidation_judiciaire',
  })
  @IsOptional()
  @Transform(commaList)
  @IsIn(COMPANY_STATUS_CODES, { each: true })
  status?: string[];

  @ApiPropertyOptional({
    description: 'Comma list of flags (a company raising any)',
    example: 'procedure_open',
  })
  @IsOptional()
  @Transform(commaList)
  @IsIn(PORTFOLIO_FLAGS, { each: true })
  flag?: string[];
}

/** GET /api/portfolio and its export (CONTRACT §8.4). */
export class PortfolioQuery extends IntersectionType(PageQuery, PortfolioFilters) {}

export class PortfolioExportQuery extends PortfolioFilters {
  @ApiProperty({ enum: ['csv', 'xlsx'] })
  @IsIn(['csv', 'xlsx'])
  format: 'csv' | 'xlsx';
}

export class PortfolioEventResponse {
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' })
  date: string | null;

  @ApiProperty({ type: String, nullable: true })
  type: string | null;

  @ApiProperty()
  annonceId: string;
}

export class PortfolioCompanyResponse {
  @ApiProperty()
  siren: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: CompanyStatusResponse })
  status: CompanyStatusResponse;

  @ApiProperty({
    type: PortfolioEventResponse,
    nullable: true,
    description: 'The newest notice naming it',
  })
  lastEvent: PortfolioEventResponse | null;

  @ApiProperty({ enum: PORTFOLIO_FLAGS, enumName: 'PortfolioFlag', isArray: true })
  flags: string[];
}

export class PortfolioSummaryResponse {
  @ApiProperty()
  total: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Companies by status code',
  })
  byStatus: Record<string, number>;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Companies by flag',
  })
  byFlag: Record<string, number>;

  @ApiProperty({ description: 'Notices naming a portfolio company, published in the last 7 days' })
  events7d: number;

  @ApiProperty({ description: '… in the last 30 days' })
  events30d: number;
}

export class PortfolioPageMeta {
  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  total: number;

  @ApiProperty()
  totalPages: number;
}

export class PortfolioCompaniesPage {
  @ApiProperty({ type: [PortfolioCompanyResponse] })
  data: PortfolioCompanyResponse[];

  @ApiProperty({ type: PortfolioPageMeta })
  meta: PortfolioPageMeta;
}

export class PortfolioResponse {
  @ApiProperty({ type: PortfolioSummaryResponse })
  summary: PortfolioSummaryResponse;

  @ApiProperty({ type: PortfolioCompaniesPage })
  companies: PortfolioCompaniesPage;
}
