import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

/** POST /api/favorites/:id/enrich. */
export class EnrichQuery {
  /** Ask the API again and pay again, even though an enrichment of the last 24 hours is stored. */
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'refresh must be true or false' })
  refresh?: boolean;
}
