import type { NextFunction, Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Messages = { [key: string]: string | Messages };

const ENGLISH: Messages = {
  MENU: { QUEUES: 'Queues' },
  DASHBOARD: {
    JOBS_COUNT_zero: 'No jobs',
    JOBS_COUNT_one: '{{count}} job',
    JOBS_COUNT_other: '{{count}} jobs',
    JOBS_COUNT: '{{count}} jobs',
  },
};

/**
 * Our words over Bull Board's own: its French menu read "FILES" and its job count "0 Tâche"
 * (a capital, and no wording for zero). i18next picks `_zero` for 0 in every language.
 */
const LABELS: Record<string, Messages> = {
  'fr-FR': {
    MENU: { QUEUES: 'Files de tâches' },
    DASHBOARD: {
      JOBS_COUNT_zero: 'Aucune tâche',
      JOBS_COUNT_one: '{{count}} tâche',
      JOBS_COUNT_many: '{{count}} tâches',
      JOBS_COUNT_other: '{{count}} tâches',
      JOBS_COUNT: '{{count}} tâches',
    },
  },
  'en-US': ENGLISH,
  'en-GB': ENGLISH,
};

const LOCALES_DIR = join(
  dirname(require.resolve('@bull-board/ui/package.json')),
  'dist/static/locales',
);
const LOCALE_FILE = /^\/static\/locales\/([A-Za-z-]+)\/messages\.json$/;

function merged(base: Messages, over: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

const cache = new Map<string, Messages>();

function messagesOf(lng: string): Messages {
  let messages = cache.get(lng);
  if (!messages) {
    const base = JSON.parse(readFileSync(join(LOCALES_DIR, lng, 'messages.json'), 'utf8'));
    messages = merged(base, LABELS[lng]);
    cache.set(lng, messages);
  }
  return messages;
}

/** Serves the board's messages with our labels for the languages we adjust; others pass on. */
export function queueBoardLabels(req: Request, res: Response, next: NextFunction): void {
  const lng = LOCALE_FILE.exec(req.path)?.[1];
  if (req.method !== 'GET' || !lng || !LABELS[lng]) return next();
  res.json(messagesOf(lng));
}
