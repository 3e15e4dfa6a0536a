/**
 * The newsletter: subscribers and their consent evidence (subscribers.ts),
 * double opt-in (confirmation.ts), leaving and bounces (unsubscribe.ts,
 * suppression.ts), campaigns (campaigns.ts) and sending them (sending.ts).
 */
export { CAMPAIGN_MESSAGES, campaignAnswer } from './campaign-answers';
export {
  createCampaign,
  listCampaigns,
  publicCampaign,
  readCampaign,
  renderCampaign,
  scheduleCampaign,
  unscheduleCampaign,
  updateCampaign,
} from './campaigns';
export { confirm, sendReconfirmations, subscribe } from './confirmation';
export { readLinkPost, seeOther } from './link-post';
export { newToken, sha256, unsubscribeUrl } from './links';
export { sendOne } from './mailer';
export { RETRY_DELAY_MS, anyCampaignDue, runCampaign } from './sending';
export { signupContext } from './signup-context';
export {
  SUBSCRIBER_FILTERS,
  confirmedCount,
  createSubscriber,
  deleteSubscriber,
  listSubscribers,
  newSubscriber,
  type StoredSubscriber,
  type SubscriberFilter,
} from './subscribers';
export { storedSubscriberSchema } from './store';
export { isSuppressed, suppress } from './suppression';
export { sendJob, startSending } from './trigger';
export { unsubscribe } from './unsubscribe';
