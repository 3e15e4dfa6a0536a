import type { Campaign, CampaignInput, NewsletterStatus, NewsletterSubscriber } from '../../lib/api/newsletter';
import { getJson, sendJson } from './http';

export type { Campaign, CampaignInput };

/** The admin's calls about newsletter campaigns and the subscriber filters (README "Newsletter"). */
export const newsletterKeys = {
  campaigns: ['admin', 'campaigns'] as const,
  campaign: (id: string) => ['admin', 'campaigns', id] as const,
  /** Under the Newsletters tab's key, so erasing a subscriber refreshes every filter. */
  subscribers: (status: NewsletterStatus) => ['admin', 'newsletters', status] as const,
};

export interface CampaignList {
  items: Campaign[];
  /** How many readers a send now would reach. */
  confirmed_subscribers: number;
}

export interface RenderedCampaign {
  subject: string;
  html: string;
  text: string;
}

export const fetchCampaigns = () => getJson<CampaignList>('/api/campaigns', { on401: 'null' });
export const fetchCampaign = (id: string) => getJson<Campaign>(`/api/campaigns/${encodeURIComponent(id)}`);
/** Subscribers in one status (the Newsletters tab's filters beside the list). */
export const fetchSubscribersIn = (status: NewsletterStatus) =>
  getJson<NewsletterSubscriber[]>(`/api/newsletters?status=${status}`, { on401: 'null' });

export const createCampaign = (input: CampaignInput) => sendJson<Campaign>('POST', '/api/campaigns', input) as Promise<Campaign>;
export const updateCampaign = (id: string, input: CampaignInput) =>
  sendJson<Campaign>('PUT', `/api/campaigns/${encodeURIComponent(id)}`, input) as Promise<Campaign>;
export const previewCampaign = (input: CampaignInput) =>
  sendJson<RenderedCampaign>('POST', '/api/campaign-preview', input) as Promise<RenderedCampaign>;
export const sendTestCampaign = (id: string) =>
  sendJson<{ sent_to: string }>('POST', `/api/campaigns/${encodeURIComponent(id)}/test`) as Promise<{ sent_to: string }>;
/** Now (no `at`) or at a chosen time. */
export const sendCampaign = (id: string, at?: string) =>
  sendJson<Campaign>('POST', `/api/campaigns/${encodeURIComponent(id)}/send`, at ? { at } : {}) as Promise<Campaign>;
export const unscheduleCampaign = (id: string) => sendJson<Campaign>('DELETE', `/api/campaigns/${encodeURIComponent(id)}/send`);
export const sendReconfirmations = () =>
  sendJson<{ sent: number; failed: number; remaining: number }>('POST', '/api/newsletters/reconfirm') as Promise<{
    sent: number;
    failed: number;
    remaining: number;
  }>;
