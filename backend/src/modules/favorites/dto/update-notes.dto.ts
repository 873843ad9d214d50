import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

/**
 * One of two: `notes` replaces the stored notes as they are (plain text, or the enriched JSON
 * string of spec §3; null or '' clears them); `writtenNotes` replaces only what the person
 * wrote, so an enrichment stays and the client never rebuilds its JSON.
 */
export class UpdateNotesDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((dto: UpdateNotesDto, value) => value !== null && dto.writtenNotes === undefined)
  @IsString()
  @MaxLength(200_000)
  notes?: string | null;

  @ApiPropertyOptional({ description: 'The plain notes, or the notes beside an enrichment' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  writtenNotes?: string;
}
