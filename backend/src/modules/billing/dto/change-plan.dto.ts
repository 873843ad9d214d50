import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class ChangePlanDto {
  @ApiProperty({ description: 'The plan to move to: higher at once, lower at period end' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  planId: number;
}
