import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports';

/** An in-process SMTP server that keeps every message it receives. */
export interface Mailbox {
  port: number;
  messages: ParsedMail[];
  waitFor: (to: string, subjectIncludes: string, timeoutMs?: number) => Promise<ParsedMail>;
  linkIn: (mail: ParsedMail, path: string) => string;
  close: () => Promise<void>;
}

const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((address) =>
    address.value.map((v) => v.address ?? ''),
  );

export async function startMailbox(): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  async function waitFor(
    to: string,
    subjectIncludes: string,
    timeoutMs = 15_000,
  ): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = [...messages]
        .reverse()
        .find(
          (mail) => recipients(mail).includes(to) && (mail.subject ?? '').includes(subjectIncludes),
        );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `No e-mail "${subjectIncludes}" for ${to} within ${timeoutMs} ms (got ${messages.length} messages)`,
    );
  }

  function linkIn(mail: ParsedMail, path: string): string {
    const body = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
    const match = new RegExp(`https?://[^\\s"'<>]+${path}/[^\\s"'<>]+`).exec(body);
    if (!match) throw new Error(`No ${path} link in e-mail "${mail.subject}":\n${body}`);
    return match[0];
  }

  return {
    port,
    messages,
    waitFor,
    linkIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
