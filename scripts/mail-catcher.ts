// A local mail catcher: a real SMTP server (smtp-server, through the tests' own
// scripts/lib/local-smtp.ts) that keeps every mail, prints one line for
// each, and lists them as JSON over HTTP.
//
//   node scripts/mail-catcher.ts [--smtp-port 2525] [--http-port 2526] [--quiet]
//
// With `SMTP_URL=smtp://127.0.0.1:2525 npm run dev`, every alert, invite and
// newsletter the site sends lands here; open http://127.0.0.1:2526/mails to
// read them. The browser tests start one for the whole run (playwright.config.ts),
// so specs running side by side each find their own mail by its recipient or
// text instead of taking turns on the port.
//
// GET /mails?after=N waits (up to waitMs, default 0) until more than N mails
// have arrived, then answers them all: a test waits for its mail without polling.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { startLocalSmtp, type ReceivedMail } from './lib/local-smtp.ts';

/** A mail as /mails answers it: headers as [name, value] pairs (JSON has no Map). */
export type CaughtMail = Omit<ReceivedMail, 'headers'> & { headers: [string, string][] };

const { values } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: '2525' },
    'http-port': { type: 'string', default: '2526' },
    quiet: { type: 'boolean', default: false },
  },
});

const smtp = await startLocalSmtp({ port: Number(values['smtp-port']), timeoutMs: 10_000 });
const asJson = (mail: ReceivedMail): CaughtMail => ({ ...mail, headers: [...mail.headers] });

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') return void response.end('ok');
  if (url.pathname !== '/mails') return void response.writeHead(404).end('Not found: try /mails');
  const after = Number(url.searchParams.get('after') ?? 0);
  const waitMs = Math.min(Number(url.searchParams.get('waitMs') ?? 0), 60_000);
  smtp
    .waitForMails(after + 1, waitMs)
    .catch(() => smtp.mails) // nothing new within waitMs: answer what there is
    .then(() => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(smtp.mails.map(asJson)));
    });
});
await new Promise<void>((resolve) => http.listen(Number(values['http-port']), '127.0.0.1', resolve));

console.log(`Mail catcher: SMTP on 127.0.0.1:${smtp.port}, mails at http://127.0.0.1:${values['http-port']}/mails`);
if (!values.quiet) {
  for (let printed = 0; ; printed += 1) {
    const mail = (await smtp.waitForMails(printed + 1, 86_400_000))[printed]!;
    console.log(`${new Date().toISOString()} ${mail.from} -> ${mail.to.join(', ')}: ${mail.headers.get('subject') ?? '(no subject)'}`);
  }
}
