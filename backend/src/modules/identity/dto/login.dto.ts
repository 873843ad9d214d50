import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { HasNoInvisibleCharacters, normalizeEmail } from './normalize';

export class LoginDto {
  @ApiProperty()
  @Transform(normalizeEmail)
  @HasNoInvisibleCharacters('Email')
  @IsEmail({}, { message: 'Email is invalid' })
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
