import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EmptyAsUndefined, ToBoolean, ToInt } from './optional-values';

/** POST /api/admin/ingest/bodacc-csv; every field optional (spec §2 "Admin data"). */
export class StartBodaccImportDto {
  /** A file inside INGEST_DIR; BODACC_CSV_PATH when absent. */
  @ApiPropertyOptional({ type: String })
  @IsOptional()
  @EmptyAsUndefined()
  @IsString()
  @MaxLength(1000)
  filePath?: string;

  @ApiPropertyOptional({ type: Number })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(50_000)
  batchSize?: number;

  @ApiPropertyOptional({ type: Number, description: 'Rows to read at most' })
  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  limit?: number;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  resume?: boolean;
}
