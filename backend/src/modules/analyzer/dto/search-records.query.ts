import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../shared/dto/page.query';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/analyzer/records (CONTRACT §4.4). Empty values count as absent. */
export class SearchRecordsQuery extends PageQuery {
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
