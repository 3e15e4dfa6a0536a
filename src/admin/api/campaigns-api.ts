import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { campaignListSchema, campaignSchema, type Campaign, type CampaignInput } from '../../lib/api/newsletter';
import { address, ROUTES } from '../../lib/api/routes';
import { parseAnswer, sendJson } from './http';
import { defineWrite } from './mutation';
import { defineRead } from './read';

/** Newsletter campaigns (README "Newsletter"; the subscribers are subscribers-api.ts). */
export type { Campaign, CampaignInput };

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

export interface RenderedCampaign {
  subject: string;
  html: string;
  text: string;
}

/** A campaign write's answer: the campaign itself at once, the list (whose row shows its status) refetched. */
function campaignChanged(queryClient: QueryClient, campaign: Campaign): void {
  queryClient.setQueryData(readCampaign.key(campaign.id), campaign);
  void queryClient.invalidateQueries({ queryKey: useCampaigns.all });
}
/**
 * Saves what is typed (creating the campaign the first time) over the text version `seen`, the one
 * the writer opened or last saved: the server refuses the save when another writer saved since. The
 * composer's writes run it first (see `Save`).
 */
export function useStoreCampaign(): (id: string | null, input: CampaignInput, seen: string | undefined) => Promise<Campaign> {
  const queryClient = useQueryClient();
  return async (id, input, seen) => {
    const path = id === null ? ROUTES.campaigns : address(ROUTES.campaign, { id });
    const body = id === null ? input : { ...input, text_version: seen };
    const campaign = parseAnswer(
      campaignSchema,
      `${id === null ? 'POST' : 'PUT'} ${path}`,
      await sendJson<unknown>(id === null ? 'POST' : 'PUT', path, body),
    );
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
  call: (input: CampaignInput) => sendJson<RenderedCampaign>('POST', ROUTES.campaignPreview, input) as Promise<RenderedCampaign>,
  failure: 'No preview',
});
export const useSendTestCampaign = defineWrite({
  call: async (save: Save) =>
    sendJson<{ sent_to: string }>('POST', address(ROUTES.campaignTest, { id: (await save()).id })) as Promise<{ sent_to: string }>,
  failure: 'Test not sent',
});
/** Now (no `at`) or at a chosen time; only the text on screen (the server refuses a text changed since). */
export const useSendCampaign = defineWrite({
  call: async ({ save, at }: { save: Save; at?: string }) => {
    const { id, textVersion } = await save();
    return sendJson<Campaign>('POST', address(ROUTES.campaignSend, { id }), {
      ...(at ? { at } : {}),
      text_version: textVersion,
    }) as Promise<Campaign>;
  },
  failure: 'Not sent',
  update: campaignChanged,
});
export const useUnscheduleCampaign = defineWrite({
  call: (id: string) => sendJson<Campaign>('DELETE', address(ROUTES.campaignSend, { id })),
  failure: 'Still scheduled',
  refreshes: [useCampaigns.all],
});
