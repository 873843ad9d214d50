import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EmptyAsUndefined, ToBoolean, ToInt } from './optional-values';

/**
 * POST /api/admin/ingest/bodacc-csv, JSON or multipart; every field optional (spec §2 "Admin
 * data"). The file itself, when uploaded, is the csvFile part.
 */
export class StartBodaccImportDto {
  @ApiPropertyOptional({
    type: String,
    description: 'A file inside INGEST_DIR; without it (and without csvFile), BODACC_CSV_PATH',
  })
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
