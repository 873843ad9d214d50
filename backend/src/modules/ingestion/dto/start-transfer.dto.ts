import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToBoolean, ToInt } from './optional-values';

/** POST /api/admin/transfer/bodacc-to-analyzer; the screen sends no body. */
export class StartTransferDto {
  @ApiPropertyOptional({ type: Number, default: 1000 })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(50_000)
  batchSize?: number;

  /** Continue the last stopped or failed transfer instead of starting from the first id. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  resume?: boolean;
}
