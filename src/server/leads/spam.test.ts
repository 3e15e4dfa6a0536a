import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, leadRequestSchema, type LeadRequest } from '../../lib/api/leads';
import { isDisposableMail } from './disposable-mail';
import { assessSpam, SPAM_RULES, type SpamFacts } from './spam';

interface LabelledLead {
  label: 'spam' | 'genuine';
  kind: string;
  request: Record<string, string>;
  facts: Omit<SpamFacts, 'disposableMail'>;
}

/** Written by scripts/spam-labelled-set.ts (deterministic; committed). */
const labelled = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/spam/labelled-leads.json', import.meta.url), 'utf8'),
) as LabelledLead[];

const person: SpamFacts = { form: { state: 'valid', ageMs: 45_000 }, disposableMail: false };
const lead = (fields: Partial<LeadRequest> = {}): LeadRequest => ({
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  website: undefined,
  service_required: 'Local SEO for our clinic in Lahore',
  ...fields,
});

describe('the labelled set', () => {
  it('sets aside at least 95% of spam and no genuine lead', () => {
    const matrix = { spam: { setAside: 0, passed: 0 }, genuine: { setAside: 0, passed: 0 } };
    const missedByKind = new Map<string, number>();
    const genuineSetAside: string[] = [];
    for (const item of labelled) {
      // Every item is a request the function would accept; the rules only ever see those.
      const request = leadRequestSchema.parse(item.request);
      const result = assessSpam(request, { ...item.facts, disposableMail: isDisposableMail(request.email) });
      const setAside = result.verdict !== null;
      matrix[item.label][setAside ? 'setAside' : 'passed'] += 1;
      if (item.label === 'spam' && !setAside) missedByKind.set(item.kind, (missedByKind.get(item.kind) ?? 0) + 1);
      if (item.label === 'genuine' && setAside) genuineSetAside.push(`${request.name}: ${result.reasons.join(', ')}`);
    }
    const spamTotal = matrix.spam.setAside + matrix.spam.passed;
    const genuineTotal = matrix.genuine.setAside + matrix.genuine.passed;
    console.log(
      [
        'Spam check on the labelled set (rows: truth; columns: verdict)',
        '            set aside   passed',
        `spam        ${String(matrix.spam.setAside).padStart(9)} ${String(matrix.spam.passed).padStart(8)}   (${spamTotal})`,
        `genuine     ${String(matrix.genuine.setAside).padStart(9)} ${String(matrix.genuine.passed).padStart(8)}   (${genuineTotal})`,
        `spam set aside: ${((100 * matrix.spam.setAside) / spamTotal).toFixed(1)}%; genuine set aside: ${((100 * matrix.genuine.setAside) / genuineTotal).toFixed(1)}%`,
        `spam passed, by kind: ${JSON.stringify(Object.fromEntries(missedByKind))}`,
        `genuine set aside: ${JSON.stringify(genuineSetAside)}`,
      ].join('\n'),
    );
    expect(spamTotal).toBeGreaterThanOrEqual(200);
    expect(genuineTotal).toBeGreaterThanOrEqual(150);
    expect(matrix.spam.setAside / spamTotal).toBeGreaterThanOrEqual(0.95);
    expect(genuineSetAside).toEqual([]);
  });

  it('holds leads in English, Urdu and Roman Urdu, and spam of every kind', () => {
    const kinds = new Set(labelled.map((item) => item.kind));
    for (const kind of ['genuine-english', 'genuine-urdu', 'genuine-roman-urdu', 'genuine-pitch-question', 'spam-links', 'spam-seo-pitch'])
      expect(kinds).toContain(kind);
    for (const kind of ['spam-crypto-casino', 'spam-cyrillic', 'spam-chinese', 'spam-disposable-mail', 'spam-honeypot', 'spam-instant'])
      expect(kinds).toContain(kind);
  });
});

describe('assessSpam', () => {
  it('passes a person who took their time, with no reasons', () => {
    expect(assessSpam(lead(), person)).toEqual({ score: 0, reasons: [], verdict: null });
  });

  it('calls a filled hidden field a clear bot on its own', () => {
    expect(assessSpam(lead({ [HONEYPOT_FIELD]: 'x' }), person)).toMatchObject({ verdict: 'bot', reasons: ['honeypot'] });
  });

  it('sets aside a form sent 1 s after it was shown, and not one sent after the minimum', () => {
    expect(assessSpam(lead(), { ...person, form: { state: 'valid', ageMs: 1_000 } })).toMatchObject({
      verdict: 'doubtful',
      reasons: ['too-fast'],
    });
    expect(assessSpam(lead(), { ...person, form: { state: 'valid', ageMs: SPAM_RULES.minFillMs } }).verdict).toBeNull();
  });

  it('never sets aside a request for lack of a form token alone (a spec-style call)', () => {
    expect(assessSpam(lead(), { ...person, form: { state: 'missing' } })).toMatchObject({ verdict: null, reasons: ['no-form-token'] });
    expect(assessSpam(lead(), { ...person, form: { state: 'valid', ageMs: 2 * SPAM_RULES.formTokenMaxAgeMs } }).verdict).toBeNull();
  });

  it('counts link markup, more than two links, and a link in the name; a lead’s own site or two is fine', () => {
    const text = (service_required: string) => assessSpam(lead({ service_required }), person);
    expect(text('See [url=http://x.example]cheap[/url]').reasons).toEqual(['link-markup']);
    expect(text('Buy <a href="http://x.example">here</a>').reasons).toEqual(['link-markup']);
    expect(text('http://a.example http://b.example www.c.example').reasons).toEqual(['many-links']);
    expect(text('Our site https://bakery.pk and the old one http://bakery.blogspot.com').reasons).toEqual([]);
    expect(assessSpam(lead({ name: 'Cheap SEO https://x.example' }), person).reasons).toEqual(['link-in-name']);
  });

  it('never counts Urdu or Roman Urdu against a lead; mostly Cyrillic or Chinese text counts', () => {
    const urdu = 'السلام علیکم، ہماری بیکری لاہور میں ہے۔ گوگل پر ہماری ویب سائٹ نظر نہیں آتی۔';
    const roman = 'AoA bhai, hamein bakery ke liye SEO chahiye, Lahore mein customers chahiye';
    for (const service_required of [urdu, roman, `${urdu} ${roman}`])
      expect(assessSpam(lead({ service_required }), person).reasons).toEqual([]);
    expect(assessSpam(lead({ name: 'علی رضا', service_required: urdu }), person).reasons).toEqual([]);
    expect(assessSpam(lead({ service_required: 'Здравствуйте! Предлагаем продвижение сайтов.' }), person).reasons).toEqual([
      'foreign-script',
    ]);
    expect(assessSpam(lead({ service_required: '您好，我们提供专业的网站优化服务，快速提升排名。' }), person).reasons).toEqual([
      'foreign-script',
    ]);
    // A lead that names one product in another script is still mostly ours.
    expect(
      assessSpam(lead({ service_required: 'We import machines from China (机械设备) and need SEO in Karachi' }), person).reasons,
    ).toEqual([]);
  });

  it('sets aside throwaway mail; one pitch phrase alone stays below the line', () => {
    expect(assessSpam(lead(), { ...person, disposableMail: true })).toMatchObject({ verdict: 'doubtful', reasons: ['disposable-mail'] });
    expect(assessSpam(lead({ service_required: 'We guarantee first page ranking for sweet shops.' }), person)).toMatchObject({
      verdict: null,
      reasons: ['sales-pitch'],
    });
  });

  it('scores a pitch phrase only as an offer, never in a question or request to the agency', () => {
    const missing: SpamFacts = { ...person, form: { state: 'missing' } };
    const asks = [
      'Do you guarantee first page ranking? We sell sweets.',
      'can you get us on the first page?',
      'Can you guarantee top 3 ranking in Lahore',
      'Our budget is small. Will you guarantee page one results?',
      'Guest posting or backlinks, which is better for a bakery?',
      'Kya aap guarantee first page ranking dete hain',
    ];
    for (const service_required of asks) expect(assessSpam(lead({ service_required }), missing)).toMatchObject({ verdict: null });
    for (const service_required of [
      'We guarantee first page ranking.',
      'I will rank your website on first page',
      'Hi, do you need a new website? Call me.',
    ])
      expect(assessSpam(lead({ service_required }), missing)).toMatchObject({
        verdict: 'doubtful',
        reasons: ['no-form-token', 'sales-pitch'],
      });
  });

  it('sets aside a pitch with two pitch phrases, and scam topics', () => {
    const pitch = 'I am an SEO expert. I can rank your website on first page. Reply with yes.';
    expect(assessSpam(lead({ service_required: pitch }), person)).toMatchObject({ verdict: 'doubtful', reasons: ['sales-pitch'] });
    expect(assessSpam(lead({ service_required: 'Best online casino bonus' }), person)).toMatchObject({
      verdict: 'doubtful',
      reasons: ['scam-topic'],
    });
  });

  it('adds up the reasons, in the order found, into a clear bot', () => {
    const result = assessSpam(lead({ service_required: '[url=http://a.example]x[/url] http://b.example http://c.example' }), {
      ...person,
      form: { state: 'missing' },
    });
    expect(result).toEqual({ score: 9.5, reasons: ['no-form-token', 'link-markup', 'many-links'], verdict: 'bot' });
  });

  it('sets aside a missing, forged or spent token together with one other signal, and none of them alone', () => {
    const onePitch = lead({ service_required: 'We guarantee first page ranking. We sell sweets.' });
    for (const form of [{ state: 'missing' }, { state: 'invalid' }, { state: 'used' }] as const) {
      expect(assessSpam(lead(), { ...person, form }).verdict).toBeNull();
      expect(assessSpam(onePitch, { ...person, form }).verdict).toBe('doubtful');
    }
    expect(assessSpam(lead(), { ...person, form: { state: 'used' } }).reasons).toEqual(['form-token-used']);
  });
});

describe('isDisposableMail', () => {
  it('knows throwaway domains and their subdomains, not the mail services people use', () => {
    expect(isDisposableMail('x@mailinator.com')).toBe(true);
    expect(isDisposableMail('x@MX.Mailinator.com')).toBe(true);
    for (const address of ['ali@gmail.com', 'sana@yahoo.com', 'info@bakery.com.pk', 'a@hotmail.com', 'b@outlook.com', undefined, 'nope'])
      expect(isDisposableMail(address)).toBe(false);
  });
});
