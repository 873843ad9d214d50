/** One e-mail to send: a handlebars template of mail-templates/ with its context, and a text part. */
export interface MailMessage {
  to: string;
  subject: string;
  template: string;
  context: Record<string, string>;
  text: string;
}
