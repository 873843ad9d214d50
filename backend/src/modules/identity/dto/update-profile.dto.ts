import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HasNoInvisibleCharacters, normalizeName } from './normalize';

/** Only the full name can change; the e-mail is read-only. */
export class UpdateProfileDto {
  @ApiProperty()
  @Transform(normalizeName)
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @HasNoInvisibleCharacters('Full name')
  @MaxLength(200)
  fullName: string;
}
