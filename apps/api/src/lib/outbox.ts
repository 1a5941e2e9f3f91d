import { and, desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { newId } from './crypto';
import { HttpError } from './errors';
import type { Logger } from './logger';
import type { Mailer, OutgoingMessage } from './mailer';
import type { SmsGateway } from './sms-gateway';

export type { Mailer, OutgoingMessage } from './mailer';

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  sms?: SmsGateway | undefined;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const { sms } = options;
  return {
    async deliver(message) {
      if (message.channel === 'sms') {
        if (!sms) return 'stored';
        await sms.send({ to: message.to, body: message.body });
        return 'sent';
      }
      if (!transport) return 'stored';
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

export const REDACTED = '[redacted]';

/**
 * What the outbox table keeps of a message. In devnet, all of it: /dev/outbox shows the codes and
 * links so every flow can be finished without a mailbox. Anywhere else the table is a delivery
 * record (who, which message, sent or failed) and never holds a live secret: the code and link
 * are cut out of subject and body, and meta stays empty. A database reader cannot sign in with it.
 */
function storedMessage(message: OutgoingMessage, devnet: boolean) {
  if (devnet) return { subject: message.subject, body: message.body, meta: message.meta ?? {} };
  const secrets = [message.meta?.code, message.meta?.link].filter(
    (secret): secret is string => typeof secret === 'string' && secret !== '',
  );
  const redact = (text: string) =>
    secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  return { subject: redact(message.subject), body: redact(message.body), meta: {} };
}

export type DeliveryStatus = 'sent' | 'stored' | 'failed';

/**
 * Writes the message first (so nothing is lost), then tries to deliver it. A failed delivery is
 * logged and kept on the row, and answered as `failed`: never thrown, so work after the answer
 * never fails on it; a caller that tells the user "we sent it" checks (`requireDelivered`).
 */
export async function sendMessage(
  deps: {
    db: Db;
    mailer: Mailer;
    logger: Logger;
    clock: () => Date;
    config: { devnet: boolean };
  },
  message: OutgoingMessage,
): Promise<DeliveryStatus> {
  const id = newId();
  await deps.db.insert(outbox).values({
    id,
    channel: message.channel,
    recipient: message.to,
    ...storedMessage(message, deps.config.devnet),
    createdAt: deps.clock(),
  });
  try {
    const status = await deps.mailer.deliver(message);
    await deps.db
      .update(outbox)
      .set({ status, sentAt: status === 'sent' ? deps.clock() : null })
      .where(eq(outbox.id, id));
    return status;
  } catch (error) {
    deps.logger.error(
      { err: error, outboxId: id, channel: message.channel },
      'message delivery failed',
    );
    await deps.db
      .update(outbox)
      .set({ status: 'failed', error: error instanceof Error ? error.message : 'delivery failed' })
      .where(eq(outbox.id, id));
    return 'failed';
  }
}

/**
 * For a request that answers "we sent you a code": when the message did not go out, the user
 * hears the catalogue's generic failure (503, to try again) instead of a promise of a code.
 */
export function requireDelivered(status: DeliveryStatus): void {
  if (status === 'failed')
    throw new HttpError(503, "We couldn't process this time. Please try again later.");
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
