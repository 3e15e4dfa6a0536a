import type { QueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignInput } from '../../lib/api/newsletter';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/** Newsletter campaigns (README "Newsletter"; the subscribers are subscribers-api.ts). */
export type { Campaign, CampaignInput };

export const campaignKeys = {
  list: ['admin', 'campaigns'] as const,
  one: (id: string) => ['admin', 'campaigns', id] as const,
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

const campaignPath = (id: string, tail = '') => `/api/campaigns/${encodeURIComponent(id)}${tail}`;

export const fetchCampaigns = () => getJson<CampaignList>('/api/campaigns', { on401: 'null' });
export const fetchCampaign = (id: string) => getJson<Campaign>(campaignPath(id));

/** A campaign write's answer: the campaign itself at once, the list (whose row shows its status) refetched. */
export function campaignChanged(queryClient: QueryClient, campaign: Campaign): void {
  queryClient.setQueryData(campaignKeys.one(campaign.id), campaign);
  void queryClient.invalidateQueries({ queryKey: campaignKeys.list });
}
/**
 * Saves what is typed (creating the campaign the first time) over the text version `seen`, the one
 * the writer opened or last saved: the server refuses the save when another writer saved since.
 */
export async function storeCampaign(
  queryClient: QueryClient,
  id: string | null,
  input: CampaignInput,
  seen: string | undefined,
): Promise<Campaign> {
  const campaign =
    id === null
      ? await sendJson<Campaign>('POST', '/api/campaigns', input)
      : await sendJson<Campaign>('PUT', campaignPath(id), { ...input, text_version: seen });
  campaignChanged(queryClient, campaign!);
  return campaign!;
}

/**
 * The composer's writes save what is typed first: `save` does that (or
 * nothing when nothing changed) and gives the campaign's id and the version of the text on screen.
 */
type Save = () => Promise<{ id: string; textVersion: string }>;
export const useSaveDraft = defineWrite({ call: (save: Save) => save(), failure: 'Not saved' });
export const usePreviewCampaign = defineWrite({
  call: (input: CampaignInput) => sendJson<RenderedCampaign>('POST', '/api/campaign-preview', input) as Promise<RenderedCampaign>,
  failure: 'No preview',
});
export const useSendTestCampaign = defineWrite({
  call: async (save: Save) =>
    sendJson<{ sent_to: string }>('POST', campaignPath((await save()).id, '/test')) as Promise<{ sent_to: string }>,
  failure: 'Test not sent',
});
/** Now (no `at`) or at a chosen time; only the text on screen (the server refuses a text changed since). */
export const useSendCampaign = defineWrite({
  call: async ({ save, at }: { save: Save; at?: string }) => {
    const { id, textVersion } = await save();
    return sendJson<Campaign>('POST', campaignPath(id, '/send'), { ...(at ? { at } : {}), text_version: textVersion }) as Promise<Campaign>;
  },
  failure: 'Not sent',
  update: campaignChanged,
});
export const useUnscheduleCampaign = defineWrite({
  call: (id: string) => sendJson<Campaign>('DELETE', campaignPath(id, '/send')),
  failure: 'Still scheduled',
  refreshes: [campaignKeys.list],
});
