import { and, desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { newId } from '../lib/crypto';
import type { Logger } from '../lib/logger';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** Devnet tooling reads these to finish flows: the code or link the message carries. */
  meta?: { code?: string; link?: string };
}

/** Delivers what the outbox holds. Without SMTP, messages stay in the outbox (devnet shows them). */
export interface Mailer {
  deliver(message: OutgoingMessage): Promise<'sent' | 'stored'>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  if (!options.smtpUrl) return { deliver: () => Promise.resolve('stored') };
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async deliver(message) {
      // No SMS gateway is configured in this product: texts are kept in the outbox.
      if (message.channel !== 'email') return 'stored';
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      return 'sent';
    },
  };
}

/** Writes the message first (so nothing is lost), then tries to deliver it. */
export async function sendMessage(
  deps: { db: Db; mailer: Mailer; logger: Logger; clock: () => Date },
  message: OutgoingMessage,
): Promise<void> {
  const id = newId();
  await deps.db.insert(outbox).values({
    id,
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    body: message.body,
    meta: message.meta ?? {},
    createdAt: deps.clock(),
  });
  try {
    const status = await deps.mailer.deliver(message);
    await deps.db
      .update(outbox)
      .set({ status, sentAt: status === 'sent' ? deps.clock() : null })
      .where(eq(outbox.id, id));
  } catch (error) {
    deps.logger.error(
      { err: error, outboxId: id, channel: message.channel },
      'message delivery failed',
    );
    await deps.db
      .update(outbox)
      .set({ status: 'failed', error: error instanceof Error ? error.message : 'delivery failed' })
      .where(eq(outbox.id, id));
  }
}

export async function listOutbox(db: Db, to: string | undefined, limit = 100) {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? and(eq(outbox.recipient, to.trim().toLowerCase())) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as 'email' | 'sms',
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.meta.code ?? null,
    link: row.meta.link ?? null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}
