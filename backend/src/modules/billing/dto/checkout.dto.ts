import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export class SubscriptionCheckoutDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  planId: number;
}

/** The client states what it expects to pay; the server prices the pack and compares. */
export class CreditsCheckoutDto {
  @ApiProperty({ example: 'pack_100' })
  @IsString()
  @IsNotEmpty()
  packId: string;

  @ApiProperty({ example: 999 })
  @IsInt()
  @Min(1)
  amountInCents: number;

  @ApiProperty({ example: 100 })
  @IsInt()
  @Min(1)
  credits: number;

  /** Accepted and ignored (the spec's payload says `usd`): packs are priced and charged in euros. */
  @ApiPropertyOptional({ enum: ['eur', 'usd'], example: 'eur' })
  @IsOptional()
  @IsIn(['eur', 'usd'])
  currency?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  description?: string;
}
