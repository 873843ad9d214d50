import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

/** GET /api/favorites: page size 10 by default (spec §9), at most 100. */
export class ListFavoritesQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Transform(({ value }) => (Number(value) > 100 ? 100 : value))
  limit = 10;
}
