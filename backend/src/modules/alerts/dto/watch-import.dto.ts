import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_IMPORT_LINES } from '../portfolio-import/portfolio-limits';

/** POST /api/watches/import as JSON (a pasted list); a file comes as multipart field `file`. */
export class ImportWatchesDto {
  @ApiPropertyOptional({ type: [String], example: ['552100554', '880 878 145 00015'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_IMPORT_LINES)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  sirens?: string[];
}

export class InvalidImportLineResponse {
  @ApiProperty({ description: 'The line of the file or list, from 1' })
  line: number;

  @ApiProperty({ description: 'What the line holds (its first 100 characters)' })
  value: string;

  @ApiProperty({ enum: ['empty', 'not_a_number', 'wrong_length', 'checksum'] })
  reason: string;
}

export class OverLimitLineResponse {
  @ApiProperty()
  line: number;

  @ApiProperty({ description: '9 digits' })
  siren: string;
}

/** CONTRACT §8.4: what the import did with each line. */
export class WatchImportResponse {
  @ApiProperty({ description: 'Companies now watched that were not' })
  added: number;

  @ApiProperty({ description: 'Companies of the list already watched' })
  alreadyWatched: number;

  @ApiProperty({ description: 'Lines naming a company an earlier line named' })
  duplicates: number;

  @ApiProperty({ type: [InvalidImportLineResponse] })
  invalid: InvalidImportLineResponse[];

  @ApiProperty({
    type: [OverLimitLineResponse],
    description: "Companies not added: they would pass the plan's watch limit",
  })
  overLimit: OverLimitLineResponse[];
}
