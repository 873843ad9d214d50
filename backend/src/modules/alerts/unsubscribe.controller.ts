import {
  applyDecorators,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../shared/auth';
import { appConfig } from '../../shared/config';
import { NotificationPreferencesService } from './notification-preferences.service';
import { unknownUnsubscribeLinkPage, unsubscribedPage } from './unsubscribe-page';

const PageResponses = () =>
  applyDecorators(
    ApiOkResponse({
      description: "E-mails are off: a page in the language of the user's e-mails",
      content: { 'text/html': { schema: { type: 'string' } } },
    }),
    ApiNotFoundResponse({
      description: 'Unknown token: a page saying so',
      content: { 'text/html': { schema: { type: 'string' } } },
    }),
  );

/**
 * The link of every notification e-mail: no login, rate-limited like every public route. GET is
 * the link a person opens; POST is the mail client's one-click unsubscribe (RFC 8058).
 */
@Public()
@ApiTags('notifications')
@ApiProduces('text/html')
@ApiQuery({ name: 'token', type: String })
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly preferences: NotificationPreferencesService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  @Get()
  @PageResponses()
  openLink(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    return this.unsubscribe(token, response);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @PageResponses()
  oneClick(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    return this.unsubscribe(token, response);
  }

  private async unsubscribe(token: unknown, response: Response): Promise<void> {
    const language = await this.preferences.unsubscribe(token);
    response
      .status(language ? HttpStatus.OK : HttpStatus.NOT_FOUND)
      .type('html')
      .send(
        language
          ? unsubscribedPage(language, this.app.appUrl)
          : unknownUnsubscribeLinkPage(this.app.appUrl),
      );
  }
}
