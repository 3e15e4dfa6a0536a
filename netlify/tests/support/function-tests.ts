import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { startLocalSmtp, type LocalSmtp } from '../../../scripts/lib/local-smtp';
import { resetAdminStores } from './admin';
import { settleBackgroundWork } from './invoke';
import { startLocalBlobs, type LocalBlobs } from './local-blobs';

export interface FunctionTestSetup {
  /** Empties these stores (by their stored names) before each test. */
  emptyStores?: readonly string[];
  /** Also a real SMTP server (SMTP_URL points at it; its mails are cleared before each test). */
  smtp?: boolean | { timeoutMs: number };
  /** Keeps the admin stores (accounts, sessions) as they are instead of resetting them. */
  keepAdmins?: boolean;
  /** Undoes every vi.stubEnv of the previous test first. */
  freshEnv?: boolean;
}

export interface FunctionTestServers {
  blobs: LocalBlobs;
  smtp: LocalSmtp;
}

/**
 * The setup the function tests share, as hooks of the calling file: a real
 * local Blobs server for the file (and a real SMTP server when asked), then
 * before each test no injected store failure, the test-only bcrypt cost, empty
 * admin stores and the named stores emptied. The file's own beforeEach
 * (signing someone in, say) runs after these. The fields are set once
 * beforeAll has run.
 */
export function useFunctionTestServers(setup: FunctionTestSetup = {}): FunctionTestServers {
  const servers = {} as FunctionTestServers;
  beforeAll(async () => {
    servers.blobs = await startLocalBlobs();
    if (setup.smtp) servers.smtp = await startLocalSmtp(typeof setup.smtp === 'object' ? setup.smtp : undefined);
  });
  afterAll(async () => {
    await settleBackgroundWork();
    await servers.smtp?.stop();
    await servers.blobs?.stop();
  });
  beforeEach(async () => {
    await settleBackgroundWork();
    if (setup.freshEnv) vi.unstubAllEnvs();
    servers.blobs.failWhen(null);
    vi.stubEnv('BCRYPT_COST_FOR_TESTS', '4');
    if (servers.smtp) {
      vi.stubEnv('SMTP_URL', servers.smtp.url);
      servers.smtp.mode = 'accept';
      servers.smtp.mails = [];
    }
    if (!setup.keepAdmins) await resetAdminStores();
    await Promise.all((setup.emptyStores ?? []).map((name) => getStore(name).deleteAll()));
  });
  return servers;
}
