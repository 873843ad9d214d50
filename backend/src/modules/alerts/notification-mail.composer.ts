import { MailMessage } from '../../shared/mail';
import { MailLanguage } from './entities/notification-settings.entity';
import { ClaimedNotice, Recipient } from './notification-mail.repository';
import {
  MailMode,
  NOTIFICATION_MAIL_TEXTS,
  NotificationMailTexts,
} from './notification-mail.texts';

export const NOTIFICATION_MAIL_TEMPLATE = 'notification-mail';

/** A notice to list; a judgment is named by its nature as the source gives it, in French. */
export interface MailedNotice extends ClaimedNotice {
  judgmentNature: string | null;
}

export interface NotificationMailInput {
  mode: MailMode;
  language: MailLanguage;
  recipient: Recipient;
  notices: { listed: MailedNotice[]; total: number };
  appUrl: string;
  unsubscribeUrl: string;
}

interface NoticeLines {
  company: string;
  details: string;
  source: string;
  noticeUrl: string;
  companyUrl: string | null;
}

/** "1 mars 2026" is written "1er mars 2026" in French. */
function formatDate(isoDate: string, texts: NotificationMailTexts): string {
  const parts = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeZone: 'UTC' })
    .formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .map(({ type, value }) =>
      type === 'day' && value === '1' && texts.locale.startsWith('fr') ? '1er' : value,
    );
  return parts.join('');
}

function noticeLines(notice: MailedNotice, texts: NotificationMailTexts, appUrl: string) {
  const what =
    notice.judgmentNature?.trim() ||
    (notice.typeAnnonce ? texts.typeLabel(notice.typeAnnonce) : texts.untypedNotice);
  const date = notice.publishedOn ? formatDate(notice.publishedOn, texts) : null;
  return {
    company: notice.companyName?.trim() || texts.unnamedCompany,
    details: date ? `${what} · ${date}` : what,
    source:
      notice.kind === 'watch' ? texts.watchSource : texts.savedSearchSource(notice.savedSearchName),
    noticeUrl: `${appUrl}/analyzer/records/${notice.recordId}`,
    companyUrl: notice.siren ? `${appUrl}/companies/${notice.siren}` : null,
  } satisfies NoticeLines;
}

/** Notices under a heading: one group without heading, or a weekly digest's one per kind. */
interface NoticeGroup {
  title: string | null;
  notices: NoticeLines[];
}

/** The order of kinds in a weekly digest: what most changes a company first. */
const KIND_ORDER = [
  'collective',
  'radiation',
  'vente',
  'modification',
  'immatriculation',
  'creation',
  'dpc',
];
const rankOf = (type: string | null) => {
  const rank = KIND_ORDER.indexOf(type ?? '');
  return rank === -1 ? KIND_ORDER.length : rank;
};

function groupsOf(
  mode: MailMode,
  listed: MailedNotice[],
  texts: NotificationMailTexts,
  appUrl: string,
): NoticeGroup[] {
  const lines = (notices: MailedNotice[]) =>
    notices.map((notice) => noticeLines(notice, texts, appUrl));
  if (mode !== 'weekly') return [{ title: null, notices: lines(listed) }];
  const byType = new Map<string | null, MailedNotice[]>();
  for (const notice of listed) {
    const kind = byType.get(notice.typeAnnonce) ?? [];
    byType.set(notice.typeAnnonce, [...kind, notice]);
  }
  return [...byType]
    .sort(([a], [b]) => rankOf(a) - rankOf(b) || (a ?? '').localeCompare(b ?? ''))
    .map(([type, notices]) => ({
      title: texts.group(type ? texts.typeLabel(type) : texts.untypedNotice, notices.length),
      notices: lines(notices),
    }));
}

function textPart(
  lines: { greeting: string; intro: string; groups: NoticeGroup[]; more: string | null },
  links: { seeAllUrl: string; preferencesUrl: string; unsubscribeUrl: string },
  texts: NotificationMailTexts,
): string {
  const noticeText = (notice: NoticeLines) =>
    [
      `- ${notice.company} — ${notice.details} (${notice.source})`,
      `  ${texts.labelled(texts.openNotice, notice.noticeUrl)}`,
      ...(notice.companyUrl ? [`  ${texts.labelled(texts.openCompany, notice.companyUrl)}`] : []),
    ].join('\n');
  const groups = lines.groups.map((group) =>
    [...(group.title ? [group.title, ''] : []), group.notices.map(noticeText).join('\n\n')].join(
      '\n',
    ),
  );
  return [
    lines.greeting,
    '',
    lines.intro,
    '',
    groups.join('\n\n'),
    ...(lines.more ? ['', texts.labelled(`… ${lines.more}`, links.seeAllUrl)] : []),
    '',
    '--',
    texts.why,
    texts.labelled(texts.managePreferences, links.preferencesUrl),
    texts.labelled(texts.unsubscribe, links.unsubscribeUrl),
    '',
  ].join('\n');
}

/**
 * One notification e-mail: the listed notices (newest first), "and N more" past them, a text part
 * saying the same, and the one-click unsubscribe headers (RFC 8058).
 */
export function composeNotificationMail(input: NotificationMailInput): MailMessage {
  const texts = NOTIFICATION_MAIL_TEXTS[input.language];
  const { listed, total } = input.notices;
  const count = new Intl.NumberFormat(texts.locale);
  const hidden = total - listed.length;
  const lines = {
    greeting: texts.greeting(input.recipient.fullName),
    intro: texts.intro[input.mode],
    groups: groupsOf(input.mode, listed, texts, input.appUrl),
    more: hidden > 0 ? texts.more(hidden, count.format(hidden)) : null,
  };
  const links = {
    seeAllUrl: `${input.appUrl}/notifications`,
    preferencesUrl: `${input.appUrl}/profile`,
    unsubscribeUrl: input.unsubscribeUrl,
  };
  const subject = texts.subject(input.mode, total, count.format(total));
  return {
    to: input.recipient.email,
    subject,
    template: NOTIFICATION_MAIL_TEMPLATE,
    context: { ...lines, ...links, lang: input.language, subject, ...pick(texts) },
    text: textPart(lines, links, texts),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const pick = (texts: NotificationMailTexts) => ({
  openNotice: texts.openNotice,
  openCompany: texts.openCompany,
  seeAll: texts.seeAll,
  why: texts.why,
  managePreferences: texts.managePreferences,
  unsubscribe: texts.unsubscribe,
});
