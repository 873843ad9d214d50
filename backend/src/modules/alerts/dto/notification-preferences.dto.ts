import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsOptionalButNotNull } from '../../../shared/validation';
import {
  EMAIL_FREQUENCIES,
  EmailFrequency,
  MAIL_LANGUAGES,
  MailLanguage,
} from '../entities/notification-settings.entity';

export class NotificationPreferencesResponse {
  @ApiProperty({ enum: EMAIL_FREQUENCIES, enumName: 'EmailFrequency' })
  email: EmailFrequency;

  @ApiProperty({ enum: MAIL_LANGUAGES, enumName: 'MailLanguage' })
  language: MailLanguage;
}

/** PUT /api/notifications/preferences: the language stays as it is unless given. */
export class UpdateNotificationPreferencesDto {
  @ApiProperty({ enum: EMAIL_FREQUENCIES, enumName: 'EmailFrequency' })
  @IsIn(EMAIL_FREQUENCIES)
  email: EmailFrequency;

  @ApiPropertyOptional({ enum: MAIL_LANGUAGES, enumName: 'MailLanguage' })
  @IsOptionalButNotNull()
  @IsIn(MAIL_LANGUAGES)
  language?: MailLanguage;
}
