import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../../shared/dto/page.query';
import { IsOptionalButNotNull } from '../../../shared/validation';
import {
  COMPANY_REPORT_FIELDS,
  type CompanyReportField,
  REPORT_TEXT_MAX_LENGTH,
} from '../company-report.fields';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

const fieldProperty = {
  enum: COMPANY_REPORT_FIELDS,
  enumName: 'CompanyReportField',
  description: 'The part of the company page the report is about',
} as const;

/** POST /api/companies/:siren/reports */
export class CreateCompanyReportDto {
  @ApiProperty(fieldProperty)
  @IsIn(COMPANY_REPORT_FIELDS, {
    message: `field must be one of: ${COMPANY_REPORT_FIELDS.join(', ')}`,
  })
  field: CompanyReportField;

  @ApiProperty({ maxLength: REPORT_TEXT_MAX_LENGTH, description: 'What is wrong (trimmed)' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(REPORT_TEXT_MAX_LENGTH)
  message: string;

  @ApiPropertyOptional({ description: 'The notice (analyzer record id) it is reported from' })
  @IsOptionalButNotNull()
  @IsInt()
  @Min(1)
  recordId?: number;
}

export class CompanyReportResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: '9 digits' })
  siren: string;

  @ApiProperty(fieldProperty)
  field: CompanyReportField;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: Number, nullable: true })
  recordId: number | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class CompanyReportEnvelope {
  @ApiProperty({ type: CompanyReportResponse })
  report: CompanyReportResponse;
}

export const REPORT_STATES = ['open', 'closed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** GET /api/admin/reports: open ones oldest first (the queue), closed ones newest closed first. */
export class AdminReportsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: REPORT_STATES, enumName: 'ReportState', default: 'open' })
  @IsOptional()
  @IsIn(REPORT_STATES)
  state: ReportState = 'open';
}

/** POST /api/admin/reports/:id/close */
export class CloseReportDto {
  @ApiPropertyOptional({
    maxLength: REPORT_TEXT_MAX_LENGTH,
    description: 'A word for the reporter (trimmed; empty means none)',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(REPORT_TEXT_MAX_LENGTH)
  reply?: string;
}

export class ReportIdParams {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id: number;
}

export class AdminReportResponse extends CompanyReportResponse {
  @ApiProperty({ type: String, nullable: true, description: "The company's newest name" })
  companyName: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'null once the account is deleted' })
  reporterEmail: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The admin who closed it' })
  closedByEmail: string | null;

  @ApiProperty({ type: String, nullable: true })
  reply: string | null;
}

export class AdminReportEnvelope {
  @ApiProperty({ type: AdminReportResponse })
  report: AdminReportResponse;
}

export class AdminReportListResponse {
  @ApiProperty({ type: [AdminReportResponse] })
  reports: AdminReportResponse[];

  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  total: number;

  @ApiProperty()
  totalPages: number;
}
