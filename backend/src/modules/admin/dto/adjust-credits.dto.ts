import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** Presence and non-zero are checked by the Credits context (ADJUSTMENT_INCOMPLETE). */
export class AdjustCreditsDto {
  @ApiProperty({ description: 'Positive adds, negative deducts; not zero', example: 25 })
  @IsOptional()
  @IsInt({ message: 'Amount and reason are required' })
  amount: number;

  @ApiProperty({ example: 'Geste commercial' })
  @IsOptional()
  @IsString({ message: 'Amount and reason are required' })
  @MaxLength(500)
  description: string;
}
