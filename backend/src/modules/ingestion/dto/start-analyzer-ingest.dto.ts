import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EmptyAsUndefined, ToBoolean, ToInt } from './optional-values';

/** POST /api/admin/analyzer-ingest/start, multipart (the file itself is the csvFile part). */
export class StartAnalyzerIngestDto {
  @IsOptional()
  @EmptyAsUndefined()
  @IsString()
  @MaxLength(1000)
  csvFilePath?: string;

  @ToInt()
  @IsInt({ message: 'Target User ID is required' })
  @Min(1)
  targetUserId: number;

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
  rowLimit?: number;

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  resume?: boolean;
}
