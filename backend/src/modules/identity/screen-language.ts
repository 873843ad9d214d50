import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The languages account e-mails are written in; French is the product's own. */
export const ACCOUNT_MAIL_LANGUAGES = ['fr', 'en'] as const;
export type AccountMailLanguage = (typeof ACCOUNT_MAIL_LANGUAGES)[number];

const isSpoken = (tag: string): tag is AccountMailLanguage =>
  (ACCOUNT_MAIL_LANGUAGES as readonly string[]).includes(tag);

/**
 * The language an Accept-Language header prefers among ours ("en-GB,en;q=0.9" → en), by
 * quality then order; French when it names none of them.
 */
export function languageOfAcceptLanguage(header: string | undefined): AccountMailLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], quality: quality ? Number(quality) : 1, order };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map(({ language }) => language).find(isSpoken) ?? 'fr';
}

/** The language of the screen that sent the request: the web app sends it as Accept-Language. */
export const ScreenLanguage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccountMailLanguage =>
    languageOfAcceptLanguage(
      context.switchToHttp().getRequest<Request>().headers['accept-language'],
    ),
);
