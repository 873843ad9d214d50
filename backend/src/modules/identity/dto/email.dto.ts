import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail } from 'class-validator';
import { HasNoInvisibleCharacters, normalizeEmail } from './normalize';

/** Body of resend-verification and forgot-password. */
export class EmailDto {
  @ApiProperty()
  @Transform(normalizeEmail)
  @HasNoInvisibleCharacters('Email')
  @IsEmail({}, { message: 'Email is invalid' })
  email: string;
}
