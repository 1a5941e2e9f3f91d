/** The port every module sends mail and texts through (Deps.mailer; lib/outbox.ts implements it). */

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /**
   * The code or link the message carries: devnet tooling reads them to finish flows, and outside
   * devnet they are what the stored copy leaves out.
   */
  meta?: { code?: string; link?: string };
}

/**
 * Delivers what the outbox holds: mail over SMTP, texts through the SMS gateway. A channel with
 * nothing configured keeps its messages in the outbox (`stored`; devnet shows them).
 */
export interface Mailer {
  deliver(message: OutgoingMessage): Promise<'sent' | 'stored'>;
}
