import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for IndexNow's shared endpoint (POST /indexnow), keeping the
 * published protocol (indexnow.org/documentation): a JSON body
 * `{host, key, keyLocation, urlList}` sent as `application/json; charset=utf-8`;
 * a key of 8–128 letters, digits and hyphens; at most 10,000 addresses, every
 * one on `host`, and `keyLocation` too; the key file's text must be the key.
 * Answers 200 (taken), 400 (not the format), 403 (the key file does not hold
 * the key), 422 (an address not on the host, or a key not of the format), or
 * whatever status a test sets in `refuseWith` (429 for "too many requests").
 * The key file is read through `readKeyFile`, so a test can answer it with
 * the site's own function. Never the real endpoint.
 */
export interface IndexNowSubmission {
  host: string;
  key: string;
  keyLocation?: string;
  urlList: string[];
}

export interface IndexNowStandIn {
  url: string;
  /** Every request that was taken (200), in order. */
  taken: IndexNowSubmission[];
  /** Every request, taken or not, with the status it got. */
  requests: { status: number; body: unknown }[];
  /** Answer every request with this status instead of judging it (null: judge). */
  refuseWith: number | null;
  stop(): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]{8,128}$/;

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function judge(req: IncomingMessage, text: string, readKeyFile: (url: string) => Promise<string | null>): Promise<number> {
  if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== '/indexnow') return 404;
  if (!/^application\/json\s*;\s*charset=utf-8$/i.test(req.headers['content-type'] ?? '')) return 400;
  let body: Partial<IndexNowSubmission>;
  try {
    body = JSON.parse(text) as Partial<IndexNowSubmission>;
  } catch {
    return 400;
  }
  const { host, key, keyLocation, urlList } = body;
  if (typeof host !== 'string' || typeof key !== 'string' || !Array.isArray(urlList) || urlList.length === 0 || urlList.length > 10_000)
    return 400;
  if (!KEY.test(key)) return 422;
  const onHost = (address: unknown) => typeof address === 'string' && URL.canParse(address) && new URL(address).host === host;
  if (!urlList.every(onHost) || (keyLocation !== undefined && !onHost(keyLocation))) return 422;
  const location = keyLocation ?? `https://${host}/${key}.txt`;
  return (await readKeyFile(location))?.trim() === key ? 200 : 403;
}

export async function startIndexNowStandIn(readKeyFile: (url: string) => Promise<string | null>): Promise<IndexNowStandIn> {
  const standIn = { taken: [], requests: [], refuseWith: null } as unknown as IndexNowStandIn;
  const server: Server = createServer((req, res) => {
    void read(req).then(async (text) => {
      const status = standIn.refuseWith ?? (await judge(req, text, readKeyFile));
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      standIn.requests.push({ status, body });
      if (status === 200) standIn.taken.push(body as IndexNowSubmission);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`;
  standIn.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
