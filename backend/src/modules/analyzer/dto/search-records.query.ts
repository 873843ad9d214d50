import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../shared/dto/page.query';
import { IsCalendarDate, IsOptionalButNotNull } from '../../../shared/validation';

/** Text without its spaces; an empty one is absent. Other values are left to the validators. */
function withoutSpaces(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s/g, '') || undefined : value;
}

/**
 * GET /api/analyzer/records (CONTRACT §4.4). Empty values count as absent; null (a saved search's
 * filters come as JSON) is refused.
 */
export class SearchRecordsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Words, each found in a name or another field' })
  @IsOptionalButNotNull()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Published that day or later' })
  @IsOptionalButNotNull()
  @IsCalendarDate()
  dateFrom?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Published that day or earlier' })
  @IsOptionalButNotNull()
  @IsCalendarDate()
  dateTo?: string;

  /** Comma-joined announcement types. */
  @ApiPropertyOptional({ description: 'Comma-joined announcement types', example: 'collective' })
  @IsOptionalButNotNull()
  @IsString()
  @MaxLength(300)
  typeAnnonce?: string;

  /** Comma-joined departments: two digits, 2A, 2B, or three overseas digits (75,2A,971). */
  @ApiPropertyOptional({ description: 'Comma-joined department codes', example: '75,2A,971' })
  @IsOptionalButNotNull()
  @Transform(({ value }) => {
    const codes = withoutSpaces(value);
    return typeof codes === 'string' ? codes.toUpperCase() : codes;
  })
  @IsString()
  @MaxLength(500)
  @Matches(/^(?:\d{2}|2A|2B|9[78]\d)(?:,(?:\d{2}|2A|2B|9[78]\d))*$/, {
    message: 'departement must be department codes joined by commas (e.g. 75,2A,971)',
  })
  departement?: string;

  /** Part of the tribunal's name, any case and accents. */
  @ApiPropertyOptional({ description: "Part of the tribunal's name, any case and accents" })
  @IsOptionalButNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  tribunal?: string;

  /** Nine digits (spaces allowed): the notices naming this company. */
  @ApiPropertyOptional({ description: 'Nine digits: the notices naming this company' })
  @IsOptionalButNotNull()
  @Transform(({ value }) => withoutSpaces(value))
  @IsString()
  @Matches(/^\d{9}$/, { message: 'siren must be 9 digits' })
  siren?: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: 'Also the notices of inactive companies',
  })
  @IsOptionalButNotNull()
  @Transform(({ value }) =>
    value === 'true' || value === true
      ? true
      : value === 'false' || value === false
        ? false
        : value,
  )
  @IsBoolean()
  includeInactive = false;
}
