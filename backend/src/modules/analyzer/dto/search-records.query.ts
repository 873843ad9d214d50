import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/analyzer/records (CONTRACT §4.4). Empty values count as absent. */
export class SearchRecordsQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  /** Page size, at most 100 (larger values are capped). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (Number(value) > 100 ? 100 : value))
  limit = 10;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @IsOptional()
  @Matches(ISO_DATE, { message: 'dateFrom must be a date YYYY-MM-DD' })
  dateFrom?: string;

  @IsOptional()
  @Matches(ISO_DATE, { message: 'dateTo must be a date YYYY-MM-DD' })
  dateTo?: string;

  /** Comma-joined announcement types. */
  @IsOptional()
  @IsString()
  @MaxLength(300)
  typeAnnonce?: string;

  @IsOptional()
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
