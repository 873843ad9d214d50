import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { SuccessResponse } from '../../../shared/dto/success.response';
import { AnalyzerRecordResponse } from '../../analyzer';
import { FAVORITE_RECORD_FIELDS } from '../favorite-record.fields';

const section = {
  type: 'object',
  additionalProperties: true,
  description: 'A section of public company data, or { available: false, reason }',
} as const;

/** The five read-only sections of an enrichment (CONTRACT §4.9). */
export class EnrichedSections {
  @ApiPropertyOptional(section)
  insee?: Record<string, unknown>;

  @ApiPropertyOptional(section)
  sirenBasic?: Record<string, unknown>;

  @ApiPropertyOptional(section)
  financial?: Record<string, unknown>;

  @ApiPropertyOptional(section)
  intellectualProperty?: Record<string, unknown>;

  @ApiPropertyOptional(section)
  siretSpecific?: Record<string, unknown>;
}

/** The enrichment kept in a favorite's notes, parsed by the server. */
export class FavoriteEnrichment {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  timestamp: string | null;

  @ApiProperty({ type: EnrichedSections })
  data: EnrichedSections;
}

class FavoriteRecordFields extends PartialType(
  PickType(AnalyzerRecordResponse, FAVORITE_RECORD_FIELDS),
) {}

/**
 * A favorite as the API shows it (spec §3, snake_case): its own fields, its record's summary
 * fields with the company status (absent when the record is gone), and its notes both as stored
 * and as read.
 */
export class FavoriteResponse extends FavoriteRecordFields {
  @ApiProperty()
  id: number;

  @ApiProperty()
  analyzer_record_id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'As stored: plain text, or the JSON string of an enrichment (spec §3)',
  })
  notes: string | null;

  @ApiProperty({
    description: 'What the person wrote: the plain notes, or those kept beside an enrichment',
  })
  written_notes: string;

  @ApiProperty({ type: FavoriteEnrichment, nullable: true })
  enrichment: FavoriteEnrichment | null;

  @ApiProperty()
  hasEnrichedData: boolean;

  @ApiProperty()
  documentCount: number;

  @ApiProperty()
  created_at: Date;

  @ApiProperty()
  updated_at: Date;
}

export class FavoritePageResponse {
  @ApiProperty({ type: [FavoriteResponse] })
  favorites: FavoriteResponse[];

  @ApiProperty()
  total: number;

  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;
}

export class FavoriteEnvelope {
  @ApiProperty({ type: FavoriteResponse })
  favorite: FavoriteResponse;
}

export class FavoriteCheckResponse {
  @ApiProperty()
  isFavorite: boolean;

  @ApiProperty({ type: FavoriteResponse, nullable: true })
  favorite: FavoriteResponse | null;
}

export class FavoriteDocumentResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  favorite_id: number;

  @ApiProperty()
  original_name: string;

  @ApiProperty()
  mime_type: string;

  @ApiProperty({ description: 'In bytes' })
  size: number;

  @ApiProperty()
  uploaded_at: Date;
}

export class FavoriteDocumentsResponse {
  @ApiProperty({ type: [FavoriteDocumentResponse] })
  documents: FavoriteDocumentResponse[];
}

export class FavoriteDocumentEnvelope {
  @ApiProperty({ type: FavoriteDocumentResponse })
  document: FavoriteDocumentResponse;
}

class EnrichmentOutcome {
  @ApiProperty({ type: EnrichedSections })
  enrichedData: EnrichedSections;

  @ApiProperty({ type: FavoriteResponse })
  favorite: FavoriteResponse;

  @ApiProperty({
    description:
      'Credits taken by this call: 0 when the enrichment of the last 24 hours was returned as stored',
  })
  creditsCharged: number;
}

export class EnrichedResponse extends SuccessResponse {
  @ApiProperty({ type: EnrichmentOutcome })
  data: EnrichmentOutcome;
}

/** When no enrichment source is configured (ENRICHMENT_API_URL empty). */
export class EnrichmentComingSoonResponse {
  @ApiProperty({ enum: [true] })
  comingSoon: true;

  @ApiProperty()
  message: string;
}
