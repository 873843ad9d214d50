import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** DELETE /api/auth/account: the password confirms it is the owner. */
export class DeleteAccountDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(200)
  password: string;
}
