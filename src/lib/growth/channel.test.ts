import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { channelOf, CHANNEL_RULES, type ChannelFacts } from './channel';
import { CHANNEL_LABELS, CHANNELS, type Channel } from '../api/leads';

const utm = (source?: string, medium?: string, campaign?: string): ChannelFacts['utm'] => ({
  ...(source && { utm_source: source }),
  ...(medium && { utm_medium: medium }),
  ...(campaign && { utm_campaign: campaign }),
});

const CASES: [string, ChannelFacts, Channel][] = [
  // Paid search
  ['Google Ads, tagged by hand', { utm: utm('google', 'cpc', 'lhr-q1') }, 'paid-search'],
  ['Google Ads auto-tagging (gclid) from google.com', { referrerHost: 'www.google.com', adClick: true }, 'paid-search'],
  ['an ad click with no referrer', { adClick: true }, 'paid-search'],
  ['Bing Ads', { utm: utm('bing', 'ppc') }, 'paid-search'],
  ['utm_medium in capitals and spaces', { utm: utm(' Google ', ' CPC ') }, 'paid-search'],
  // Organic search
  ['google.com', { referrerHost: 'www.google.com' }, 'organic-search'],
  ['google.com.pk', { referrerHost: 'www.google.com.pk' }, 'organic-search'],
  ['google.co.uk', { referrerHost: 'google.co.uk' }, 'organic-search'],
  ['bing.com', { referrerHost: 'www.bing.com' }, 'organic-search'],
  ['duckduckgo', { referrerHost: 'duckduckgo.com' }, 'organic-search'],
  ['yahoo search', { referrerHost: 'search.yahoo.com' }, 'organic-search'],
  ['the Google app on Android', { referrerHost: 'com.google.android.googlequicksearchbox' }, 'organic-search'],
  ['utm_medium=organic', { utm: utm('partner', 'organic') }, 'organic-search'],
  ['utm_source=google without a medium', { utm: utm('google') }, 'organic-search'],
  // AI assistants
  ['ChatGPT as referrer', { referrerHost: 'chatgpt.com' }, 'ai-assistant'],
  ['ChatGPT old host', { referrerHost: 'chat.openai.com' }, 'ai-assistant'],
  ['ChatGPT by utm_source=chatgpt.com', { utm: utm('chatgpt.com') }, 'ai-assistant'],
  ['Perplexity', { referrerHost: 'www.perplexity.ai' }, 'ai-assistant'],
  ['Gemini (a google.com host, not search)', { referrerHost: 'gemini.google.com' }, 'ai-assistant'],
  ['Copilot', { referrerHost: 'copilot.microsoft.com' }, 'ai-assistant'],
  ['Claude', { referrerHost: 'claude.ai' }, 'ai-assistant'],
  ['utm_source=perplexity', { utm: utm('perplexity') }, 'ai-assistant'],
  // Social
  ['facebook link shim', { referrerHost: 'l.facebook.com' }, 'social'],
  ['facebook mobile link shim', { referrerHost: 'lm.facebook.com' }, 'social'],
  ['facebook with fbclid (an ad click id that is not search)', { referrerHost: 'm.facebook.com', adClick: true }, 'social'],
  ['instagram', { referrerHost: 'www.instagram.com' }, 'social'],
  ['linkedin', { referrerHost: 'www.linkedin.com' }, 'social'],
  ['twitter short links', { referrerHost: 't.co' }, 'social'],
  ['x.com', { referrerHost: 'x.com' }, 'social'],
  ['tiktok', { referrerHost: 'www.tiktok.com' }, 'social'],
  ['youtube', { referrerHost: 'm.youtube.com' }, 'social'],
  ['pinterest, any country', { referrerHost: 'www.pinterest.co.uk' }, 'social'],
  ['reddit', { referrerHost: 'old.reddit.com' }, 'social'],
  ['WhatsApp link', { referrerHost: 'wa.me' }, 'social'],
  ['WhatsApp web', { referrerHost: 'web.whatsapp.com' }, 'social'],
  ['paid social counts as social', { utm: utm('facebook', 'cpc') }, 'social'],
  ['utm_medium=social', { utm: utm('partner-page', 'social') }, 'social'],
  // E-mail
  ['our newsletter', { utm: utm('newsletter', 'email', 'march-tips') }, 'email'],
  ['utm_medium=newsletter', { utm: utm('someone', 'newsletter') }, 'email'],
  ['Gmail on the web (a google.com host, not search)', { referrerHost: 'mail.google.com' }, 'email'],
  ['Outlook on the web', { referrerHost: 'outlook.live.com' }, 'email'],
  ['the Gmail app on Android', { referrerHost: 'com.google.android.gm' }, 'email'],
  ['UTMs speak over the referrer', { referrerHost: 'mail.google.com', utm: utm('google', 'cpc') }, 'paid-search'],
  // Referral
  ['another site', { referrerHost: 'www.example.pk' }, 'referral'],
  ['a directory', { referrerHost: 'clutch.co' }, 'referral'],
  ['a host that only looks like google', { referrerHost: 'notgoogle.com' }, 'referral'],
  ['a host that contains a social name', { referrerHost: 'facebook.com.evil.example' }, 'referral'],
  ['utm_medium=referral', { utm: utm('partner', 'referral') }, 'referral'],
  ['an unknown tagged link', { utm: utm('partner-blog', 'banner') }, 'referral'],
  ['only a medium', { utm: utm(undefined, 'display') }, 'referral'],
  // Direct
  ['nothing known', {}, 'direct'],
  ['empty UTM values', { utm: { utm_source: ' ', utm_medium: '' } }, 'direct'],
  [
    'only a campaign: the referrer still speaks',
    { referrerHost: 'www.google.com', utm: utm(undefined, undefined, 'spring') },
    'organic-search',
  ],
  ['only a campaign and no referrer', { utm: utm(undefined, undefined, 'spring') }, 'direct'],
];

describe('channelOf', () => {
  it.each(CASES)('%s', (_name, facts, channel) => {
    expect(channelOf(facts)).toBe(channel);
  });

  it('every channel but Direct has a rule, and every channel is reachable in the cases', () => {
    expect(new Set(CHANNEL_RULES.map((rule) => rule.channel))).toEqual(new Set(CHANNELS.filter((channel) => channel !== 'direct')));
    expect(new Set(CASES.map(([, , channel]) => channel))).toEqual(new Set(CHANNELS));
  });
});

describe('docs/lead-sources.md', () => {
  const doc = readFileSync(new URL('../../../docs/lead-sources.md', import.meta.url), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| \d+ +\|/.test(line));

  it('prints the rules table as the module has it: same order, every medium, name and host', () => {
    expect(rows).toHaveLength(CHANNEL_RULES.length);
    CHANNEL_RULES.forEach((rule, index) => {
      const cells = rows[index]!.split('|').map((cell) => cell.trim());
      expect(cells[2]).toBe(CHANNEL_LABELS[rule.channel]);
      const listed = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
      expect(listed(cells[3]!)).toEqual(rule.mediums ?? []);
      expect(listed(cells[4]!)).toEqual(rule.names ?? []);
      expect(listed(cells[5]!)).toEqual(rule.hosts ?? []);
    });
  });
});
