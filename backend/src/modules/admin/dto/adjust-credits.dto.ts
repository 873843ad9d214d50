import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, MaxLength, NotEquals } from 'class-validator';

const REQUIRED = { message: 'Amount and reason are required' };

export class AdjustCreditsDto {
  @ApiProperty({ description: 'Positive adds, negative deducts', example: 25 })
  @IsInt(REQUIRED)
  @NotEquals(0, REQUIRED)
  amount: number;

  @ApiProperty({ example: 'Geste commercial' })
  @MaxLength(500)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  description: string;
}
