import { ParsedMail, simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server inside the test process; the app sends to it over the network. */
export class SmtpCapture {
  readonly messages: ParsedMail[] = [];
  /** A slow server: each message is accepted only after this many milliseconds. */
  delayMs = 0;
  /** A server that is down: while true, every connection is refused with a 421. */
  isRefusing = false;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      if (!this.isRefusing) return callback();
      callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => new Promise((resolve) => setTimeout(resolve, this.delayMs, mail)))
        .then((mail) => this.messages.push(mail as ParsedMail))
        .then(() => callback(), callback);
    },
  });

  /** Listens on `port` (a free one by default); returns the SMTP_URL to give the app. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  async waitFor(to: string, subjectPart = '', timeoutMs = 5000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find(
        (mail) =>
          mail.to &&
          JSON.stringify(mail.to).includes(to) &&
          (mail.subject ?? '').includes(subjectPart),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No e-mail to ${to} (${subjectPart}) within ${timeoutMs} ms`);
  }

  /** The token at the end of the first link to APP_URL/<path>/ in the message. */
  static linkToken(mail: ParsedMail, path: string): string {
    const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
    if (!match) throw new Error(`No /${path}/ link in e-mail "${mail.subject}"`);
    return match[1];
  }
}
