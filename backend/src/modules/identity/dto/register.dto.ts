import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { HasNoInvisibleCharacters, normalizeEmail, normalizeName } from './normalize';

export class RegisterDto {
  @ApiProperty({ example: 'marie@example.fr' })
  @Transform(normalizeEmail)
  @HasNoInvisibleCharacters('Email')
  @IsEmail({}, { message: 'Email is invalid' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200)
  password: string;

  @ApiProperty({ example: 'Marie Curie' })
  @Transform(normalizeName)
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @HasNoInvisibleCharacters('Full name')
  @MaxLength(200)
  fullName: string;
}
