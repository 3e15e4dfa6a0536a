import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../lib/api/newsletter';
import { figuresLine, isInFlight, localInputToIso } from './campaign-view';

const campaign = (fields: Partial<Campaign>): Campaign => ({
  id: '01JDA5HEQ0K7M1SYN3B9C4D2EF',
  subject: 'Tips',
  preview_text: '',
  body_markdown: 'Hi',
  text_version: 'v1',
  status: 'draft',
  created_at: '2026-11-25T10:00:00.000Z',
  created_by: 'amna',
  updated_at: '2026-11-25T10:00:00.000Z',
  updated_by: 'amna',
  ...fields,
});

describe('the Newsletter screen', () => {
  it('words the figures, and names skipped readers only when there are any', () => {
    expect(figuresLine({ total: 16, sent: 12, failed: 1, skipped: 0, waiting: 3 })).toBe('12 sent, 1 failed, 3 waiting of 16');
    expect(figuresLine({ total: 5, sent: 3, failed: 0, skipped: 2, waiting: 0 })).toBe('3 sent, 0 failed, 0 waiting, 2 skipped of 5');
  });

  it('polls only while a send runs or a scheduled one is due', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(isInFlight(campaign({ status: 'sending' }), now)).toBe(true);
    expect(isInFlight(campaign({ status: 'scheduled', scheduled_at: '2026-11-25T11:59:00.000Z' }), now)).toBe(true);
    expect(isInFlight(campaign({ status: 'scheduled', scheduled_at: '2026-11-25T13:00:00.000Z' }), now)).toBe(false);
    expect(isInFlight(campaign({ status: 'draft' }), now)).toBe(false);
    expect(isInFlight(campaign({ status: 'sent' }), now)).toBe(false);
    expect(isInFlight(undefined, now)).toBe(false);
  });

  it('reads the chosen local time as an ISO time, and nothing from an empty or broken field', () => {
    expect(localInputToIso('2026-12-01T09:30')).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a time')).toBeNull();
  });
});
