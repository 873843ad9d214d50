import { IsString, MaxLength, ValidateIf } from 'class-validator';

/** Plain text, or the enriched JSON string (spec §3); null or '' clears the notes. */
export class UpdateNotesDto {
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @MaxLength(200_000)
  notes: string | null;
}
