import { startTestSmtp, type TestSmtp } from '../../../netlify/tests/support/smtp';
import { testSmtpPort } from '../../../scripts/quality/ports';

/**
 * The dev server sends every mail to one port (TEST_SMTP_PORT), so only one
 * spec at a time can listen there: the port itself is the lock. A spec that
 * reads mail holds it from beforeAll to afterAll; another waits until it is
 * free (polling a port someone else holds is waiting, not a guessed delay).
 */
export async function holdTestSmtp(waitMs = 240_000): Promise<TestSmtp> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await startTestSmtp({ port: testSmtpPort });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
