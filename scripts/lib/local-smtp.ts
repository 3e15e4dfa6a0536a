import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (the smtp-server package) on a loopback port, for tests
 * of the lead alerts: nodemailer talks to it exactly as to the agency's mail
 * provider. `mode` decides how it treats the next mails:
 * - `accept`: takes every mail and keeps it in `mails`;
 * - `refuse`: answers every message with a permanent 550 error;
 * - `hang`: accepts the connection and never greets (a dead server);
 * - `slow`: accepts, but only after `delayMs`.
 */
export type SmtpMode = 'accept' | 'refuse' | 'hang' | 'slow';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as it came over the wire. */
  raw: string;
  /** Header lines unfolded, e.g. headers.get('reply-to'). */
  headers: Map<string, string>;
  /** The text body (a multipart mail's text/plain part) with quoted-printable or base64 decoding undone. */
  text: string;
}

export interface LocalSmtp {
  port: number;
  /** SMTP_URL for this server; the timeouts keep a hanging server's failure quick in tests. */
  url: string;
  mails: ReceivedMail[];
  mode: SmtpMode;
  delayMs: number;
  /** Recipients refused for good at RCPT TO (550), whatever the mode. */
  refusedRecipients: Set<string>;
  /** When set, a mail arriving after this many have been kept is deferred (451, a temporary failure) instead. */
  deferAfter: number | null;
  /** Resolves once `count` mails in all have arrived. */
  waitForMails: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /**
   * Resolves with the first mail, received or still to come, that `matches`.
   * Tests that share this server's port with others (the dev server sends
   * every lead's alert there) must pick their own mail, not the first one.
   */
  waitForMail: (matches: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const parsed = parseEntity(raw);
  // A multipart/alternative mail (HTML and plain text): `text` is its plain-text part.
  const boundary = /^multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(parsed.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return parsed;
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parseEntity(part.replace(/^\r\n/, '')));
  const plain = parts.find((part) => /^text\/plain/i.test(part.headers.get('content-type') ?? ''));
  return { headers: parsed.headers, text: plain?.text ?? parsed.text };
}

function parseEntity(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text };
}

export async function startLocalSmtp({ port = 0, timeoutMs = 1_000 }: { port?: number; timeoutMs?: number } = {}): Promise<LocalSmtp> {
  const waiters: (() => void)[] = [];
  const state: Pick<LocalSmtp, 'mails' | 'mode' | 'delayMs' | 'refusedRecipients' | 'deferAfter'> = {
    mails: [],
    mode: 'accept',
    delayMs: 3_000,
    refusedRecipients: new Set(),
    deferAfter: null,
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (its self-signed certificate would be refused), login accepted.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (state.mode === 'hang') return; // never greets
      callback();
    },
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (!state.refusedRecipients.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('No such user here (test server refuses this recipient)'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.deferAfter !== null && state.mails.length >= state.deferAfter) {
          callback(Object.assign(new Error('Try again later (test server defers)'), { responseCode: 451 }));
          return;
        }
        if (state.mode === 'refuse') {
          const error = Object.assign(new Error('Mailbox unavailable (test server refuses)'), { responseCode: 550 });
          callback(error);
          return;
        }
        const finish = () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          state.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw,
            ...parseMail(raw),
          });
          callback();
          waiters.splice(0).forEach((wake) => wake());
        };
        if (state.mode === 'slow') setTimeout(finish, state.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  /** Wakes at each new mail until `done` holds or the time is up. */
  async function waitUntil(done: () => boolean, timeoutMs: number, failure: () => string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const timeouts = `connectionTimeout=${timeoutMs}&greetingTimeout=${timeoutMs}&socketTimeout=${timeoutMs}`;
  const smtp: LocalSmtp = {
    port: boundPort,
    url: `smtp://agency:secret@127.0.0.1:${boundPort}/?${timeouts}`,
    get mails() {
      return state.mails;
    },
    set mails(value) {
      state.mails = value;
    },
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    get refusedRecipients() {
      return state.refusedRecipients;
    },
    get deferAfter() {
      return state.deferAfter;
    },
    set deferAfter(value) {
      state.deferAfter = value;
    },
    set delayMs(value) {
      state.delayMs = value;
    },
    waitForMails: async (count, timeoutMs = 10_000) => {
      await waitUntil(
        () => state.mails.length >= count,
        timeoutMs,
        () => `Expected ${count} mail(s); ${state.mails.length} arrived`,
      );
      return state.mails;
    },
    waitForMail: async (matches, timeoutMs = 10_000) => {
      await waitUntil(
        () => state.mails.some(matches),
        timeoutMs,
        () => `No matching mail within ${timeoutMs} ms; ${state.mails.length} other mail(s) arrived`,
      );
      return state.mails.find(matches)!;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
  return smtp;
}
