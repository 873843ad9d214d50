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
import { unsubscribeQueryOf } from './unsubscribe-links';
import {
  confirmUnsubscribePage,
  unknownUnsubscribeLinkPage,
  unsubscribedPage,
} from './unsubscribe-page';

const html = { 'text/html': { schema: { type: 'string' } } };

const PageResponses = (ok: string) =>
  applyDecorators(
    ApiOkResponse({ description: ok, content: html }),
    ApiNotFoundResponse({ description: 'Unknown token: a page saying so', content: html }),
  );

/**
 * The link of every notification e-mail: no login, rate-limited like every public route. GET is
 * the link a person opens, and mail scanners too: it only asks (issue 28). POST acts: the page's
 * form, and the mail client's one-click unsubscribe (RFC 8058).
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
  @PageResponses(
    "A page in the language of the user's e-mails asking to confirm (nothing changes), or saying they are off",
  )
  async openLink(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const preference = await this.preferences.preferencesOfLink(token);
    if (!preference) return this.sendUnknownLink(response);
    // A known link: its token is the non-empty string the owner's e-mails carry.
    const page =
      preference.email === 'off'
        ? unsubscribedPage(preference.language, this.app.appUrl)
        : confirmUnsubscribePage(
            preference.language,
            this.app.appUrl,
            unsubscribeQueryOf(token as string),
          );
    response.status(HttpStatus.OK).type('html').send(page);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @PageResponses("E-mails are off: a page in the language of the user's e-mails")
  async unsubscribe(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const language = await this.preferences.unsubscribe(token);
    if (!language) return this.sendUnknownLink(response);
    response.status(HttpStatus.OK).type('html').send(unsubscribedPage(language, this.app.appUrl));
  }

  private sendUnknownLink(response: Response): void {
    response
      .status(HttpStatus.NOT_FOUND)
      .type('html')
      .send(unknownUnsubscribeLinkPage(this.app.appUrl));
  }
}
