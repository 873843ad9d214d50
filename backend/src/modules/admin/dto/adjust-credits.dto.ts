import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Far above any pack or plan grant, and far below what a balance column can hold. */
export const MAX_CREDIT_ADJUSTMENT = 1_000_000;

/** Presence and non-zero are checked by the Credits context (ADJUSTMENT_INCOMPLETE). */
export class AdjustCreditsDto {
  @ApiProperty({
    description: 'Positive adds, negative deducts; not zero',
    example: 25,
    minimum: -MAX_CREDIT_ADJUSTMENT,
    maximum: MAX_CREDIT_ADJUSTMENT,
  })
  @IsOptional()
  @IsInt({ message: 'Amount and reason are required' })
  @Min(-MAX_CREDIT_ADJUSTMENT, { message: 'Amount must be between -1000000 and 1000000' })
  @Max(MAX_CREDIT_ADJUSTMENT, { message: 'Amount must be between -1000000 and 1000000' })
  amount: number;

  @ApiProperty({ example: 'Geste commercial' })
  @IsOptional()
  @IsString({ message: 'Amount and reason are required' })
  @MaxLength(500)
  description: string;
}
