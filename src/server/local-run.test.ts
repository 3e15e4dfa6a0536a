import { describe, expect, it } from 'vitest';
import { platformMarker, runsLocally } from './local-run';

const blobsContext = (edgeURL: string) => Buffer.from(JSON.stringify({ edgeURL, siteID: 's', token: 't' })).toString('base64');

describe('runsLocally: local-only settings fail closed on the platform', () => {
  it('is a local run under vitest, and with a Blobs store on this machine', () => {
    expect(runsLocally({ VITEST: 'true' })).toBe(true);
    expect(runsLocally({ VITEST: 'true', NETLIFY_BLOBS_CONTEXT: blobsContext('http://127.0.0.1:4999') })).toBe(true);
    // What lambda-local sets for every function astro dev's runner calls: no sign of the platform.
    expect(runsLocally({ VITEST: 'true', AWS_LAMBDA_FUNCTION_NAME: 'handler', LAMBDA_TASK_ROOT: '/tmp' })).toBe(true);
  });

  it.each([
    ['SITE_ID', { SITE_ID: '6a0c1b4e-0000-4000-8000-000000000000' }],
    ['NETLIFY', { NETLIFY: 'true' }],
    ['NETLIFY_BLOBS_CONTEXT', { NETLIFY_BLOBS_CONTEXT: blobsContext('https://edge.netlify.com') }],
  ])('is never a local run where %s says the platform runs it, even with VITEST set', (marker, env) => {
    expect(platformMarker(env)).toBe(marker);
    expect(runsLocally({ VITEST: 'true', ...env })).toBe(false);
  });
});
