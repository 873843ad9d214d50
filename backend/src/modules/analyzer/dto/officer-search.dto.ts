import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { CompanyStatusResponse } from './analyzer-record.response';

const text = { type: String, nullable: true } as const;

/** GET /api/officers (CONTRACT §8.3). */
export class OfficerSearchQuery {
  @ApiProperty({
    description: 'A name, or the beginnings of its words, in any order',
    example: 'yetim oguz',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(2)
  @MaxLength(100)
  @Matches(/[\p{L}\p{N}]{2}/u, { message: 'name must hold a word of at least 2 letters or digits' })
  name: string;
}

/** A company an officer runs or ran, in one role. */
export class OfficerCompanyResponse {
  @ApiProperty({ example: '829106616' })
  siren: string;

  @ApiProperty(text)
  name: string | null;

  @ApiProperty({ example: 'Président' })
  role: string;

  @ApiProperty({ ...text, description: 'YYYY-MM-DD: the notice that first names them' })
  since: string | null;

  @ApiProperty({ ...text, description: 'YYYY-MM-DD; null: in office' })
  until: string | null;

  @ApiProperty({ type: CompanyStatusResponse })
  status: CompanyStatusResponse;
}

/** One name as the notices spell it, and the companies it is found in (namesakes possible). */
export class OfficerResultResponse {
  @ApiProperty({ example: 'YETIM Oguz' })
  name: string;

  @ApiProperty({ type: [OfficerCompanyResponse], description: 'In office first, then the latest' })
  companies: OfficerCompanyResponse[];
}

export class OfficerSearchResponse {
  @ApiProperty({ type: [OfficerResultResponse] })
  officers: OfficerResultResponse[];

  @ApiProperty({ description: 'How many names were found' })
  total: number;

  @ApiProperty({
    description: 'More companies matched than were read (the latest named first): refine the name',
  })
  truncated: boolean;
}
