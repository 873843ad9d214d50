import type { JobMessage } from './job-messages';

/** The longest job log line or run message kept and sent to admins, in characters. */
export const MAX_LOG_TEXT = 1000;

/**
 * A log text cut to MAX_LOG_TEXT characters, "…" marking the cut: messages may quote values
 * read from a file, which can be as long as a whole row.
 */
export function boundLogText(text: string, max = MAX_LOG_TEXT): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // Never split a surrogate pair (an emoji, a rare CJK character) in two.
  if (/[\ud800-\udbff]/.test(text[end - 1])) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** A job message whose text and text parameters are each cut to MAX_LOG_TEXT characters. */
export function boundJobMessage(message: JobMessage): JobMessage {
  const params = Object.fromEntries(
    Object.entries(message.params).map(([key, value]) => [
      key,
      typeof value === 'string' ? boundLogText(value) : value,
    ]),
  );
  return { code: message.code, params, text: boundLogText(message.text) };
}
