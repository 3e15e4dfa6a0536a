import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  campaignListSchema,
  campaignSchema,
  renderedCampaignSchema,
  testSentSchema,
  type Campaign,
  type CampaignInput,
  type RenderedCampaign,
} from '../../lib/api/newsletter';
import { ROUTES } from '../../lib/api/routes';
import { defineCall, defineWrite } from './mutation';
import { defineRead } from './read';

/** Newsletter campaigns (README "Newsletter"; the subscribers are subscribers-api.ts). */
export type { Campaign, CampaignInput, RenderedCampaign };

/** Every campaign, and how many readers a send now would reach. */
export const useCampaigns = defineRead({ route: ROUTES.campaigns, schema: campaignListSchema, nullWhenSignedOut: true });

const readCampaign = defineRead({ route: ROUTES.campaign, schema: campaignSchema, values: (id: string) => ({ id }) });

/**
 * One campaign (none for a new one); the screen says how it follows a send.
 * The list's row shows the status too: when it moves (Sending -> Sent), the cached list is refreshed.
 */
export function useCampaign(id: string | null, poll: (campaign: Campaign) => number | false) {
  const campaign = readCampaign(id ?? '', { enabled: id !== null, poll });
  const queryClient = useQueryClient();
  const status = campaign.data?.status;
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: useCampaigns.all });
  }, [status, queryClient]);
  return campaign;
}

/** A campaign write's answer: the campaign itself at once, the list (whose row shows its status) refetched. */
function campaignChanged(queryClient: QueryClient, campaign: Campaign): void {
  queryClient.setQueryData(readCampaign.key(campaign.id), campaign);
  void queryClient.invalidateQueries({ queryKey: useCampaigns.all });
}
const createCampaign = defineCall({
  route: ROUTES.campaigns,
  method: 'POST',
  answer: campaignSchema,
  body: (input: CampaignInput) => input,
});
const saveCampaign = defineCall({
  route: ROUTES.campaign,
  method: 'PUT',
  answer: campaignSchema,
  params: ({ id }: { id: string; input: CampaignInput; seen: string | undefined }) => ({ id }),
  body: ({ input, seen }) => ({ ...input, text_version: seen }),
});
const sendTest = defineCall({
  route: ROUTES.campaignTest,
  method: 'POST',
  answer: testSentSchema,
  params: (id: string) => ({ id }),
});
const scheduleSend = defineCall({
  route: ROUTES.campaignSend,
  method: 'POST',
  answer: campaignSchema,
  params: ({ id }: { id: string; at?: string; textVersion: string }) => ({ id }),
  body: ({ at, textVersion }) => ({ ...(at ? { at } : {}), text_version: textVersion }),
});

/**
 * Saves what is typed (creating the campaign the first time) over the text version `seen`, the one
 * the writer opened or last saved: the server refuses the save when another writer saved since. The
 * composer's writes run it first (see `Save`).
 */
export function useStoreCampaign(): (id: string | null, input: CampaignInput, seen: string | undefined) => Promise<Campaign> {
  const queryClient = useQueryClient();
  return async (id, input, seen) => {
    const campaign = id === null ? await createCampaign(input) : await saveCampaign({ id, input, seen });
    campaignChanged(queryClient, campaign);
    return campaign;
  };
}

/**
 * The composer's writes save what is typed first: `save` does that (or
 * nothing when nothing changed) and gives the campaign's id and the version of the text on screen.
 */
type Save = () => Promise<{ id: string; textVersion: string }>;
export const useSaveDraft = defineWrite({ call: (save: Save) => save(), failure: 'Not saved' });
export const usePreviewCampaign = defineWrite({
  route: ROUTES.campaignPreview,
  method: 'POST',
  answer: renderedCampaignSchema,
  body: (input: CampaignInput) => input,
  failure: 'No preview',
});
export const useSendTestCampaign = defineWrite({
  call: async (save: Save) => sendTest((await save()).id),
  failure: 'Test not sent',
});
/** Now (no `at`) or at a chosen time; only the text on screen (the server refuses a text changed since). */
export const useSendCampaign = defineWrite({
  call: async ({ save, at }: { save: Save; at?: string }) => {
    const { id, textVersion } = await save();
    return scheduleSend({ id, at, textVersion });
  },
  failure: 'Not sent',
  update: campaignChanged,
});
export const useUnscheduleCampaign = defineWrite({
  route: ROUTES.campaignSend,
  method: 'DELETE',
  answer: campaignSchema,
  params: (id: string) => ({ id }),
  failure: 'Still scheduled',
  refreshes: [useCampaigns.all],
});
