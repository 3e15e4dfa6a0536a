import { describe, expect, it } from 'vitest';
import { scheduledFunctionsOrigin } from './scheduled-functions-origin';

describe('the port the local scheduler calls the scheduled functions on', () => {
  it("is astro dev's own under npm run dev, where astro dev serves the functions", () => {
    expect(scheduledFunctionsOrigin({}, 4321)).toBe('http://localhost:4321');
    // URL alone (a deployed site's variable copied into .env) changes nothing.
    expect(scheduledFunctionsOrigin({ URL: 'http://localhost:8888' }, 4321)).toBe('http://localhost:4321');
  });

  it("is netlify dev's proxy under netlify dev, which serves the functions there (astro dev answers them 404)", () => {
    expect(scheduledFunctionsOrigin({ NETLIFY_DEV: 'true', URL: 'http://localhost:8888' }, 4321)).toBe('http://localhost:8888');
    expect(scheduledFunctionsOrigin({ NETLIFY_DEV: 'true', URL: 'http://localhost:8890/' }, 4630)).toBe('http://localhost:8890');
  });

  it('never calls an address off this machine, or a URL that is not one', () => {
    expect(scheduledFunctionsOrigin({ NETLIFY_DEV: 'true', URL: 'https://www.agency.pk' }, 4321)).toBe('http://localhost:4321');
    expect(scheduledFunctionsOrigin({ NETLIFY_DEV: 'true', URL: 'not an address' }, 4321)).toBe('http://localhost:4321');
  });
});
