import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

export class AddFavoriteDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  analyzerRecordId: number;
}
