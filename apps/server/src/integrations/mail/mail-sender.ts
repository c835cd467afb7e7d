/** One email with both an HTML and a plain-text part (clients without HTML show the text). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where the app's email goes (docs/product/platform.md#embedded-defaults-and-real-services): the
 * embedded outbox by default, SMTP when SMTP_URL is set. Modules depend on this interface only.
 */
export interface MailSender {
  readonly kind: 'outbox' | 'smtp';
  /** Resolves once the message is stored (outbox) or accepted by the SMTP server. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
