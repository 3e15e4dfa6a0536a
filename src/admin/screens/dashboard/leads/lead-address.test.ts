import { describe, expect, it } from 'vitest';
import { leadAddress, leadQueryFrom } from './lead-address';

describe('inbox address', () => {
  it('round-trips a filter and an open lead', () => {
    const filter = { status: 'won', q: 'bakery', page: 2 } as const;
    const address = leadAddress(filter, '01HZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(address).toBe('/dashboard/contacts/01HZZZZZZZZZZZZZZZZZZZZZZZ?status=won&q=bakery&page=2');
    expect(leadQueryFrom(new URL(address, 'http://x').searchParams)).toEqual(filter);
  });

  it('gives the default view for a bare or broken address', () => {
    expect(leadAddress({ status: 'active', q: ' ', page: 1 })).toBe('/dashboard/contacts');
    expect(leadQueryFrom(new URLSearchParams('status=nope&page=-3'))).toEqual({ status: 'active', q: '', page: 1 });
  });
});
