import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (smtp-server, the protocol as nodemailer's authors wrote it for their own
 * tests) on a free port, with a login, keeping every mail it accepts, parsed by mailparser.
 */
interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpMailbox {
  /** SMTP_URL for the API, credentials included. */
  url: string;
  user: string;
  password: string;
  mails: Mail[];
  /** How many mails arrived so far (`mailTo`'s `since`). */
  mark(): number;
  /** The first mail to `to` that arrived after `since`; waits up to 15 s for it. */
  mailTo(to: string, since?: number): Promise<Mail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

export async function startSmtpMailbox(): Promise<SmtpMailbox> {
  const user = 'optwallet';
  const password = `smtp-${Math.random().toString(36).slice(2)}-pass`;
  const mails: Mail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to make; AUTH PLAIN/LOGIN still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          for (const to of recipients(mail)) {
            mails.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    user,
    password,
    mails,
    mark: () => mails.length,
    async mailTo(to, since = 0) {
      for (let tries = 0; tries < 300; tries += 1) {
        const mail = mails.slice(since).find((m) => m.to === to.toLowerCase());
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
