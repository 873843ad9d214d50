import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class LatestQueryDto {
  @ApiPropertyOptional({ type: Number, default: 10, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit = 10;
}

export class UserSearchQueryDto extends LatestQueryDto {
  @ApiPropertyOptional({ type: Number, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({
    type: String,
    description: 'Part of the name or e-mail; accents and case are ignored',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search = '';
}
