import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../shared/dto/page.query';
import { IsCalendarDate } from '../../../shared/validation';

/** GET /api/analyzer/records (CONTRACT §4.4). Empty values count as absent. */
export class SearchRecordsQuery extends PageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @IsOptional()
  @IsCalendarDate()
  dateFrom?: string;

  @IsOptional()
  @IsCalendarDate()
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
