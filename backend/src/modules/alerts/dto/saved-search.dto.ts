import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsObject,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsOptionalButNotNull } from '../../../shared/validation';
import { SearchFilterFields } from '../../analyzer';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/**
 * The analyzer search's query parameters without the page (the analyzer's filter definition),
 * validated as `GET /api/analyzer/records` validates them.
 */
export class SavedSearchFilters extends SearchFilterFields {}

export class CreateSavedSearchDto {
  @ApiProperty({ maxLength: 120, example: 'Liquidations à Paris' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name: string;

  @ApiProperty({ type: SavedSearchFilters })
  @IsObject()
  @ValidateNested()
  @Type(() => SavedSearchFilters)
  filters: SavedSearchFilters;

  @ApiProperty({ description: 'Notify me of the new notices it finds' })
  @IsBoolean()
  alert: boolean;
}

export class UpdateSavedSearchDto {
  @ApiPropertyOptional({ maxLength: 120 })
  @IsOptionalButNotNull()
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional()
  @IsOptionalButNotNull()
  @IsBoolean()
  alert?: boolean;
}

export class SavedSearchResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({
    type: SavedSearchFilters,
    description: 'As validated: the analyzer URL’s filters',
  })
  filters: SavedSearchFilters;

  @ApiProperty()
  alert: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class SavedSearchEnvelope {
  @ApiProperty({ type: SavedSearchResponse })
  savedSearch: SavedSearchResponse;
}

export class SavedSearchListResponse {
  @ApiProperty({ type: [SavedSearchResponse], description: 'Newest first' })
  savedSearches: SavedSearchResponse[];
}
