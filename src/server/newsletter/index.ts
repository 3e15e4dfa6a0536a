/**
 * The newsletter: subscribers and their consent evidence (subscribers.ts),
 * double opt-in (confirmation.ts), leaving and bounces (unsubscribe.ts,
 * suppression.ts), campaigns (campaigns.ts) and sending them (sending.ts).
 */
export { confirm, sendReconfirmations, subscribe } from './confirmation';
export { deleteSubscriber, listSubscribers, confirmedCount, SUBSCRIBER_FILTERS, type SubscriberFilter } from './subscribers';
export { unsubscribe } from './unsubscribe';
