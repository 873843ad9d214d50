/**
 * One e-mail to send: a handlebars template of mail-templates/ with its context (lists
 * included), a text part, and extra headers such as List-Unsubscribe.
 */
export interface MailMessage {
  to: string;
  subject: string;
  template: string;
  context: Record<string, unknown>;
  text: string;
  headers?: Record<string, string>;
}
