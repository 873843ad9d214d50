import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsOptional, Matches } from 'class-validator';
import { IsCalendarDate } from '../../../shared/validation';
import { ANNOUNCEMENT_TYPE_LABELS } from '../announcement-types';

export const DEPARTEMENT_CODE = /^(?:\d{2}|2A|2B|9[78]\d)$/;

const upperCase = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim().toUpperCase() : item))
    : value;

/** POST …/grants (CONTRACT §7.2): at least one criterion. */
export class CreateGrantDto {
  @ApiPropertyOptional({ type: [String], example: ['75', '2A', '971'] })
  @IsOptional()
  @Transform(upperCase)
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(120)
  @Matches(DEPARTEMENT_CODE, { each: true, message: 'each departement must be a department code' })
  departements?: string[];

  @ApiPropertyOptional({ type: [String], example: ['collective', 'radiation'] })
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @IsIn(Object.keys(ANNOUNCEMENT_TYPE_LABELS), { each: true })
  types?: string[];

  @ApiPropertyOptional({ example: '2026-01-01', description: 'Published that day or later' })
  @IsOptional()
  @IsCalendarDate()
  from?: string;
}

export class AccessGrantResponse {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: [String], nullable: true })
  departements: string[] | null;

  @ApiProperty({ type: [String], nullable: true })
  types: string[] | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  from: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class AccessGrantCreatedResponse {
  @ApiProperty({ type: AccessGrantResponse })
  grant: AccessGrantResponse;
}

export class AccessGrantListResponse {
  @ApiProperty({ type: [AccessGrantResponse] })
  grants: AccessGrantResponse[];
}
