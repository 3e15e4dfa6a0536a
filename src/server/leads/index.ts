/**
 * Leads and their life: arrival, spam check, form tokens, the inbox, changes and erasure.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { alertSettings, deliverLeadAlert } from './alert';
export { createLead, formLead } from './creation';
export { issueFormToken, sweepSpentFormTokens } from './form-token';
export { forgetLeads } from './inbox-index';
export { LEAD_MESSAGES, leadAnswer } from './lead-answers';
export { leadGrowth, leadLifecycle } from './lifecycle-wiring';
export { exportLeads, leadInbox, listLeads } from './listing';
export { deleteLead, getLead, updateLead } from './records';
export { sweepRepeatIndex } from './repeat-index';
export { SPAM_RULES } from './spam';
export { leadFolder, leadKey } from './store';
