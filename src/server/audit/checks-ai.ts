import { type AuditContext, type Check, defineCheck, quote, verdict } from './check-kit';
import { ON_DEMAND_FETCHERS, SEARCH_CRAWLERS, type Crawler, type SearchCrawler, TRAINING_CRAWLERS, type TrainingCrawler } from './crawlers';
import { headerDirectives, metaDirectives, type RobotsDirective } from './page-controls';
import { decide, decidingLines, type RobotsDecision, robotsFileOf } from './robots';
import { typesOf } from './structured-data';

/**
 * AI search and assistants: whether the crawlers that decide if a page can be
 * shown and cited may read it (robots.txt, read as RFC 9309 says), what the
 * on-demand fetchers and training crawlers are told, the page's snippet
 * controls, what a crawler that runs no JavaScript sees, and llms.txt (a note).
 * Each check's limits say what one fetch cannot know.
 */

/** What robots.txt says to one crawler about the page: allowed, blocked, or not known, with the lines that decided. */
type RobotsAnswer =
  | { outcome: 'allowed' | 'blocked'; decision: RobotsDecision | null; lines: string }
  | { outcome: 'unknown'; decision: null; lines: string };

export function robotsAnswer(context: AuditContext, token: string): RobotsAnswer {
  const file = robotsFileOf(context.robots);
  if (file.kind === 'unknown') return { outcome: 'unknown', decision: null, lines: `${file.url} did not answer` };
  if (file.kind === 'none')
    return { outcome: 'allowed', decision: null, lines: `${file.url} answered ${file.status}: no robots.txt, nothing blocked` };
  if (file.kind === 'server-error')
    return {
      outcome: 'blocked',
      decision: null,
      lines: `${file.url} answered ${file.status}: crawlers that follow RFC 9309, Google's among them, take a server error as the whole site disallowed until it answers`,
    };
  const decision = decide(file.robots, token, context.page.url);
  const lines =
    decision.via === 'named' || decision.via === 'star'
      ? decision.rule
        ? decidingLines(decision)
        : `${decidingLines(decision)}: no rule in that group matches ${new URL(context.page.url).pathname}`
      : 'no group names it and there is no `User-agent: *` group';
  return { outcome: decision.allowed ? 'allowed' : 'blocked', decision, lines };
}

/** "(no group names Bingbot, so it obeys the `*` group)" when the `*` group decided. */
const viaStar = (answer: RobotsAnswer, crawler: Crawler) =>
  answer.decision?.via === 'star' ? ` (no group names ${crawler.token}, so it obeys the \`*\` group)` : '';

const SEARCH_LIMITS =
  'robots.txt only: a firewall or CDN that blocks the crawler’s real addresses (bot protection), or a rule that depends on its user agent, is not seen; whether an engine shows or cites the site cannot be known from one fetch';

function searchCheck(crawler: SearchCrawler): Check {
  return defineCheck(
    {
      id: crawler.id,
      group: 'ai',
      title: `${crawler.product} can read the page (${crawler.token})`,
      priority: crawler.token === 'Googlebot' ? 'high' : 'medium',
      effort: '10 minutes',
      why: crawler.why,
      fix: `Let ${crawler.token} in: remove the Disallow rule that covers this page for it in robots.txt. A crawler obeys only the one group that names it (else \`*\`), so a group of its own must repeat any \`*\` rules it should still obey.`,
      limits: SEARCH_LIMITS,
    },
    (context, definition) => {
      const answer = robotsAnswer(context, crawler.token);
      if (answer.outcome === 'unknown')
        return verdict(definition, 'info', `Not checked: ${answer.lines}, so what ${crawler.token} is told is not known.`);
      if (answer.outcome === 'blocked')
        return verdict(
          definition,
          'fail',
          `${crawler.product} cannot read this page: robots.txt blocks ${crawler.token} with ${answer.lines}${viaStar(answer, crawler)}.`,
        );
      return verdict(definition, 'pass', `${crawler.token} may read ${context.page.url}: ${answer.lines}${viaStar(answer, crawler)}.`);
    },
  );
}

const searchChecks = SEARCH_CRAWLERS.map(searchCheck);

/** One line per crawler: its name and product, allowed or blocked, and the lines that decided. */
function crawlerLine(context: AuditContext, crawler: Crawler, blockedNote: string): { blocked: boolean; line: string } {
  const answer = robotsAnswer(context, crawler.token);
  const name = `${crawler.token} (${crawler.product})`;
  if (answer.outcome === 'unknown') return { blocked: false, line: `${name}: not known (${answer.lines}).` };
  if (answer.outcome === 'blocked')
    return { blocked: true, line: `${name}: blocked by ${answer.lines}${viaStar(answer, crawler)}; ${blockedNote}.` };
  return { blocked: false, line: `${name}: allowed (${answer.lines}).` };
}

const onDemand = defineCheck(
  {
    id: 'ai-on-demand-fetchers',
    group: 'ai',
    title: 'Assistants opening the page when asked',
    priority: 'low',
    effort: '10 minutes',
    why: 'When a person asks ChatGPT, Claude or Perplexity about a page, the assistant may open it there and then with a fetcher of its own; robots.txt rules for these say which may open it, but not every one obeys them.',
    fix: 'Nothing is required: allowing these fetchers lets assistants read the page when people ask about it.',
    limits:
      'A note only: what robots.txt tells each fetcher, and what its operator says it obeys; a firewall or CDN that blocks it, and what an assistant then answers, are not seen',
  },
  (context, definition) => {
    const lines = ON_DEMAND_FETCHERS.map((fetcher) => {
      const { line } = crawlerLine(context, fetcher, 'the assistant cannot open the page when a person asks about it');
      return `${line} ${fetcher.robots}.`;
    });
    return verdict(definition, 'info', lines.join('\n'));
  },
);

/** "this keeps your pages out of OpenAI’s model training; ChatGPT search still reads them through OAI-SearchBot". */
function blockingCost(context: AuditContext, crawler: TrainingCrawler): string {
  const parts = [`this keeps your pages out of ${crawler.keepsOut}`];
  if (crawler.searchStill) {
    const { token, product } = crawler.searchStill;
    parts.push(
      robotsAnswer(context, token).outcome === 'blocked'
        ? `${product} reads them through ${token}, not ${crawler.token}, but this robots.txt blocks ${token} too`
        : `${product} still reads them through ${token}`,
    );
  }
  if (crawler.note) parts.push(crawler.note);
  return parts.join('; ');
}

const training = defineCheck(
  {
    id: 'ai-training-crawlers',
    group: 'ai',
    title: 'AI model training (your choice)',
    priority: 'low',
    effort: '10 minutes',
    why: 'Training crawlers collect pages to train AI models; whether to allow them is the owner’s choice, and blocking them does not take a site out of any search engine or AI answer.',
    fix: 'Nothing is required: allow or block each training crawler in robots.txt as you prefer.',
    limits:
      'A note only: robots.txt says what the crawlers are asked, not what they did before or what is already in a model; a firewall or CDN that blocks them is not seen',
  },
  (context, definition) => {
    const lines = TRAINING_CRAWLERS.map((crawler) => crawlerLine(context, crawler, blockingCost(context, crawler)));
    const blocked = lines.filter((entry) => entry.blocked).length;
    const summary =
      blocked === 0
        ? 'No training crawler is blocked: your pages may be used to train AI models. Blocking any of them is your choice and costs no search visibility.'
        : `${blocked} of ${lines.length} training crawlers blocked: your choice; blocking them costs no search visibility.`;
    return verdict(definition, 'info', `${summary}\n${lines.map((entry) => entry.line).join('\n')}`);
  },
);

/** The engines a directive's crawler name reaches: all of them, Google's, Bing's, or another named crawler. */
function reach(agent: string): 'all' | 'google' | 'bing' | 'other' {
  if (agent === 'all') return 'all';
  if (agent === 'googlebot') return 'google';
  if (agent === 'bingbot' || agent === 'msnbot') return 'bing';
  return 'other';
}

const SNIPPET_EFFECT = {
  google: 'Google shows no text snippet for the page and uses none of its text in AI Overviews or AI Mode',
  bing: 'Bing shows no text snippet for the page',
} as const;

/** What one snippet control does, and whether it is a warning. */
function controlEffect(directive: RobotsDirective, all: readonly RobotsDirective[]): { warn: boolean; effect: string } | null {
  const where = reach(directive.agent);
  const engines = where === 'all' ? (['google', 'bing'] as const) : where === 'other' ? [] : [where];
  const named = where === 'other' ? `for ${directive.agent}` : '';
  const nosnippet = directive.name === 'nosnippet' || (directive.name === 'max-snippet' && directive.value?.trim() === '0');
  if (nosnippet) {
    if (engines.length === 0) return { warn: false, effect: `no snippet ${named}` };
    return { warn: true, effect: engines.map((engine) => SNIPPET_EFFECT[engine]).join('; ') };
  }
  if (directive.name === 'max-snippet') {
    const limit = Number(directive.value);
    if (!Number.isFinite(limit) || limit < 0) return null;
    return { warn: false, effect: `snippets and AI Overviews quote at most ${limit} characters of the page${named ? ` (${named})` : ''}` };
  }
  const bingReached = where === 'all' || where === 'bing';
  const hasNocache = all.some((other) => other.name === 'nocache' && (reach(other.agent) === 'all' || reach(other.agent) === 'bing'));
  if (directive.name === 'noarchive') {
    if (bingReached && !hasNocache)
      return {
        warn: true,
        effect: 'Bing leaves the page out of Copilot answers and does not link it from them (it stays in Bing’s results)',
      };
    if (bingReached) return { warn: false, effect: 'with nocache, Bing treats it as nocache' };
    return { warn: false, effect: `no cached copy ${named || 'for Google'} (Google no longer shows cached pages)` };
  }
  if (directive.name === 'nocache')
    return bingReached
      ? { warn: false, effect: 'Copilot answers show only the page’s title, address and snippet' }
      : { warn: false, effect: `nocache ${named}` };
  return null;
}

const pageControls = defineCheck(
  {
    id: 'ai-snippet-controls',
    group: 'ai',
    title: 'Snippet controls (nosnippet, noarchive)',
    priority: 'medium',
    effort: '10 minutes',
    why: 'Google’s snippet controls (nosnippet, max-snippet, data-nosnippet) also decide what AI Overviews and AI Mode may quote; Bing’s noarchive keeps a page out of Copilot answers and nocache limits it to title, address and snippet.',
    fix: 'Remove the page-wide nosnippet (or max-snippet:0) and noarchive; to keep one passage out of snippets and AI answers, mark just that element data-nosnippet.',
    limits:
      'Read from the robots meta tags and the X-Robots-Tag header of this page as served; tags a script adds, and what each engine finally shows, are not seen',
  },
  (context, definition) => {
    const directives = [...metaDirectives(context.facts.crawlerMeta), ...headerDirectives(context.page.headers['x-robots-tag'])];
    const found = directives
      .map((directive) => ({ directive, result: controlEffect(directive, directives) }))
      .filter((entry): entry is { directive: RobotsDirective; result: { warn: boolean; effect: string } } => entry.result !== null);
    const lines = found.map(({ directive, result }) => `${directive.source}: ${result.effect}.`);
    if (context.facts.dataNosnippet > 0)
      lines.push(`${context.facts.dataNosnippet} element(s) marked data-nosnippet: kept out of Google’s snippets and AI Overviews.`);
    if (lines.length === 0)
      return verdict(
        definition,
        'pass',
        'Nothing limits what may be quoted (no nosnippet, max-snippet limit, noarchive, nocache or data-nosnippet): Google and Bing may quote the page in results and AI answers.',
      );
    return verdict(definition, found.some(({ result }) => result.warn) ? 'warn' : 'info', [...new Set(lines)].join('\n'));
  },
);

const htmlContent = defineCheck(
  {
    id: 'ai-html-content',
    group: 'ai',
    title: 'What AI crawlers see (the HTML before scripts)',
    priority: 'medium',
    effort: '1–3 days',
    why: 'Published crawl studies find that AI crawlers (GPTBot, ClaudeBot, PerplexityBot) do not run JavaScript: they read the text and structured data in the HTML as served, and nothing a script adds.',
    fix: 'Render the page on the server or pre-render it, so its text and structured data are in the HTML itself.',
    limits:
      'Counts the text and JSON-LD or microdata in the HTML as served; a crawler that does run JavaScript (Googlebot) sees more, and how each AI system uses what it reads is not known',
  },
  (context, definition) => {
    const facts = context.facts;
    const words = facts.text ? facts.text.split(/\s+/).length : 0;
    const types = [
      ...new Set([
        ...facts.jsonLd.flatMap((block) => block.nodes.flatMap(typesOf)),
        ...facts.microdataTypes.map((type) => `${type} (microdata)`),
      ]),
    ];
    const data = types.length
      ? `Structured data: ${types.slice(0, 12).join(', ')}.`
      : 'No structured data (JSON-LD or microdata) in the HTML.';
    const headings = `${facts.h1.length} H1 and ${facts.h2Count} H2 heading(s)`;
    if (facts.builtByJavaScript)
      return verdict(
        definition,
        'info',
        `Only ${facts.text.length} characters of text are in the HTML as served; the page people see is built by JavaScript, which AI crawlers do not run (see “Content in the HTML”). ${data}`,
      );
    const evidence = `${facts.text.length} characters (${words} words) of text and ${headings} are in the HTML as served, before any script runs: ${quote(facts.text || '(none)', 100)}\n${data}`;
    return verdict(definition, facts.text.length >= 200 ? 'pass' : 'info', evidence);
  },
);

const llmsTxt = defineCheck(
  {
    id: 'llms-txt',
    group: 'ai',
    title: 'llms.txt (a note)',
    priority: 'low',
    effort: '',
    why: 'llms.txt is a proposed summary file for AI tools. Google says Google Search, AI Overviews included, ignores it, and log studies find AI crawlers almost never ask for it: it is neither needed nor harmful.',
    fix: 'Nothing to do.',
    limits: 'A note only, never a finding: whether any AI tool reads the file cannot be seen from the site',
  },
  (context, definition) => {
    const { url, status, contentType } = context.llmsTxt;
    if (status === 200 && contentType && /text\/html/i.test(contentType))
      return verdict(
        definition,
        'info',
        `${url} answers 200 with an HTML page (${contentType}), probably the site's page for unknown addresses, not an llms.txt. Nothing to do.`,
      );
    if (status === 200) return verdict(definition, 'info', `${url} is there${contentType ? ` (${contentType})` : ''}.`);
    return verdict(
      definition,
      'info',
      `No ${url} (${status === null ? 'no answer' : `answered ${status}`}). Nothing to do: Google Search does not use llms.txt.`,
    );
  },
);

export const aiChecks: Check[] = [...searchChecks, onDemand, training, pageControls, htmlContent, llmsTxt];
