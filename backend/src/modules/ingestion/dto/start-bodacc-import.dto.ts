import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EmptyAsUndefined, ToBoolean, ToInt } from './optional-values';

/** POST /api/admin/ingest/bodacc-csv; every field optional (spec §2 "Admin data"). */
export class StartBodaccImportDto {
  /** A file inside INGEST_DIR; BODACC_CSV_PATH when absent. */
  @IsOptional()
  @EmptyAsUndefined()
  @IsString()
  @MaxLength(1000)
  filePath?: string;

  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(50_000)
  batchSize?: number;

  @IsOptional()
  @ToInt()
  @IsInt()
  @Min(1)
  limit?: number;

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  resume?: boolean;
}
