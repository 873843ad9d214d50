import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsOptionalButNotNull } from '../../../shared/validation';

/** Spec §7: PUT /admin/usermanagement/:id {fullName, role, is_verified}; a field left out is kept. */
export class UpdateUserDto {
  @ApiPropertyOptional()
  @IsOptionalButNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(200)
  fullName?: string;

  @ApiPropertyOptional({ enum: ['user', 'admin'] })
  @IsOptionalButNotNull()
  @IsIn(['user', 'admin'])
  role?: 'user' | 'admin';

  @ApiPropertyOptional()
  @IsOptionalButNotNull()
  @IsBoolean()
  is_verified?: boolean;
}
