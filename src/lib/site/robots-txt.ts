/**
 * The site's own robots.txt, decided on purpose (issue 61): search engines and
 * AI answer engines (Googlebot, Bingbot, OAI-SearchBot, Claude-SearchBot,
 * PerplexityBot) obey the `*` group and may read every public page; the AI
 * training crawlers are the owner's choice, `AI_TRAINING_CRAWLERS`
 * (docs/configuration.md). They get a group of their own only when blocked:
 * a crawler obeys only the group that names it, so an "allow" group of their
 * own would drop the `*` group's Disallow lines for them.
 */

export const AI_TRAINING_CHOICES = ['allow', 'block'] as const;
export type AiTrainingChoice = (typeof AI_TRAINING_CHOICES)[number];

/** The training crawlers' robots.txt tokens (the website audit's list: src/server/audit/crawlers.ts, held equal by a test). */
export const TRAINING_CRAWLER_TOKENS = ['GPTBot', 'ClaudeBot', 'CCBot', 'Google-Extended', 'Applebot-Extended'] as const;

export function aiTrainingChoiceOf(raw: string): AiTrainingChoice {
  const value = raw.trim().toLowerCase() || 'allow';
  if ((AI_TRAINING_CHOICES as readonly string[]).includes(value)) return value as AiTrainingChoice;
  throw new Error(`AI_TRAINING_CRAWLERS must be "allow" or "block", not "${raw}"`);
}

export function robotsTxt({ origin, aiTraining }: { origin: string; aiTraining: AiTrainingChoice }): string {
  const training =
    aiTraining === 'block'
      ? [
          '# AI model training: blocked (AI_TRAINING_CRAWLERS=block). Search and AI answers are not affected.',
          ...TRAINING_CRAWLER_TOKENS.map((token) => `User-agent: ${token}`),
          'Disallow: /',
        ]
      : ['# AI model training crawlers obey the group above (AI_TRAINING_CRAWLERS=allow).'];
  return [
    '# Search engines and AI answer engines (Googlebot, Bingbot, OAI-SearchBot, Claude-SearchBot, PerplexityBot) obey this group.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    ...training,
    '',
    `Sitemap: ${origin}/sitemap-index.xml`,
    '',
  ].join('\n');
}
