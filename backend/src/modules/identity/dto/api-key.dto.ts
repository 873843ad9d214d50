import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { HasNoInvisibleCharacters, normalizeName } from './normalize';

/** POST /api/api-keys: a name that says where the key is used. */
export class CreateApiKeyDto {
  @ApiProperty({ maxLength: 100, example: 'CRM synchronisation' })
  @Transform(normalizeName)
  @IsString()
  @IsNotEmpty()
  @HasNoInvisibleCharacters('Name')
  @MaxLength(100)
  name: string;
}

export class ApiKeyResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: "The secret's first characters", example: 'bda_live_k3Xq9Z' })
  prefix: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Updated at most once a minute',
  })
  lastUsedAt: string | null;
}

export class CreatedApiKeyResponse {
  @ApiProperty({ type: ApiKeyResponse })
  apiKey: ApiKeyResponse;

  @ApiProperty({
    description: 'Shown this once: only its hash is stored',
    example: 'bda_live_k3Xq9Z…',
  })
  secret: string;
}

export class ApiKeyListResponse {
  @ApiProperty({ type: [ApiKeyResponse], description: 'Newest first' })
  apiKeys: ApiKeyResponse[];
}
