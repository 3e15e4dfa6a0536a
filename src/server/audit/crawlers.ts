/**
 * The crawlers the AI-search checks name, by what blocking each one costs, in
 * the words of its operator's own documentation (the pages are cited in
 * docs/audit-methodology.md, "AI search and assistants"):
 *
 * - search crawlers build the index a search engine or AI answer engine shows
 *   and cites: blocked from a page, that product cannot show or cite it;
 * - on-demand fetchers open a page because a person asked an assistant about
 *   it; some say robots.txt may not apply to them;
 * - training crawlers (and tokens) only decide whether pages are used to train
 *   models: blocking them is the owner's choice and costs no search visibility.
 */

export type CrawlerPurpose = 'search' | 'on-demand' | 'training';

export interface Crawler {
  /** The robots.txt product token. */
  token: string;
  operator: string;
  purpose: CrawlerPurpose;
  /** What it feeds, as an owner knows it ("ChatGPT search"). */
  product: string;
}

export interface SearchCrawler extends Crawler {
  purpose: 'search';
  /** The check's id. */
  id: string;
  /** What being read by it gives an owner, for the check's why. */
  why: string;
}

export const SEARCH_CRAWLERS: readonly SearchCrawler[] = [
  {
    id: 'ai-search-googlebot',
    token: 'Googlebot',
    operator: 'Google',
    purpose: 'search',
    product: 'Google Search, AI Overviews and AI Mode',
    why: 'AI Overviews and AI Mode are part of Google Search: they show and link only pages Googlebot may crawl and index, with no other crawler or file involved.',
  },
  {
    id: 'ai-search-bingbot',
    token: 'Bingbot',
    operator: 'Microsoft',
    purpose: 'search',
    product: 'Bing and Microsoft Copilot',
    why: 'Bing’s index, built by Bingbot, is what Bing shows and what Microsoft Copilot’s answers are grounded in and link to.',
  },
  {
    id: 'ai-search-oai-searchbot',
    token: 'OAI-SearchBot',
    operator: 'OpenAI',
    purpose: 'search',
    product: 'ChatGPT search',
    why: 'OpenAI says sites that block OAI-SearchBot are not shown in ChatGPT search answers (at most as a plain navigational link); it is not used for training.',
  },
  {
    id: 'ai-search-claude-searchbot',
    token: 'Claude-SearchBot',
    operator: 'Anthropic',
    purpose: 'search',
    product: 'Claude’s web search',
    why: 'Anthropic says blocking Claude-SearchBot keeps a site’s content out of the index behind Claude’s search results, which may reduce its visibility in them.',
  },
  {
    id: 'ai-search-perplexitybot',
    token: 'PerplexityBot',
    operator: 'Perplexity',
    purpose: 'search',
    product: 'Perplexity',
    why: 'Perplexity shows and links the sites PerplexityBot has read, and recommends allowing it to appear in its results; it is not used for training.',
  },
];

export interface OnDemandFetcher extends Crawler {
  purpose: 'on-demand';
  /** Whether it obeys robots.txt, in its operator's words. */
  robots: string;
}

export const ON_DEMAND_FETCHERS: readonly OnDemandFetcher[] = [
  {
    token: 'ChatGPT-User',
    operator: 'OpenAI',
    purpose: 'on-demand',
    product: 'ChatGPT opening a page a person asked about',
    robots: 'OpenAI says robots.txt rules may not apply to it, since a person asked',
  },
  {
    token: 'Claude-User',
    operator: 'Anthropic',
    purpose: 'on-demand',
    product: 'Claude opening a page a person asked about',
    robots: 'Anthropic says it obeys robots.txt',
  },
  {
    token: 'Perplexity-User',
    operator: 'Perplexity',
    purpose: 'on-demand',
    product: 'Perplexity opening a page a person asked about',
    robots: 'Perplexity says it generally ignores robots.txt, since a person asked',
  },
];

export interface TrainingCrawler extends Crawler {
  purpose: 'training';
  /** What blocking it keeps the pages out of. */
  keepsOut: string;
  /** The crawler that still reads the pages for search, which blocking this one does not touch. */
  searchStill: { token: string; product: string } | null;
  /** Anything else its operator says blocking it does not do. */
  note: string;
}

export const TRAINING_CRAWLERS: readonly TrainingCrawler[] = [
  {
    token: 'GPTBot',
    operator: 'OpenAI',
    purpose: 'training',
    product: 'OpenAI’s model training',
    keepsOut: 'OpenAI’s model training',
    searchStill: { token: 'OAI-SearchBot', product: 'ChatGPT search' },
    note: '',
  },
  {
    token: 'ClaudeBot',
    operator: 'Anthropic',
    purpose: 'training',
    product: 'Anthropic’s model training',
    keepsOut: 'Anthropic’s model training (pages published from now on)',
    searchStill: { token: 'Claude-SearchBot', product: 'Claude’s search' },
    note: '',
  },
  {
    token: 'CCBot',
    operator: 'Common Crawl',
    purpose: 'training',
    product: 'Common Crawl’s open web archive, which many AI models are trained on',
    keepsOut: 'Common Crawl’s open archive',
    searchStill: null,
    note: 'no search engine or AI answer reads pages through it',
  },
  {
    token: 'Google-Extended',
    operator: 'Google',
    purpose: 'training',
    product: 'Gemini’s training and grounding outside Google Search',
    keepsOut: 'Gemini’s training and its grounding outside Search',
    searchStill: { token: 'Googlebot', product: 'Google Search (with AI Overviews and AI Mode)' },
    note: 'Google says it is no ranking signal',
  },
  {
    token: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'training',
    product: 'Apple’s foundation-model training',
    keepsOut: 'Apple’s foundation-model training',
    searchStill: { token: 'Applebot', product: 'Siri and Spotlight' },
    note: '',
  },
];

/** The training tokens, as a site's own robots.txt names them (src/lib/site/robots-txt.ts is checked against this). */
export const TRAINING_CRAWLER_TOKENS: readonly string[] = TRAINING_CRAWLERS.map((crawler) => crawler.token);
