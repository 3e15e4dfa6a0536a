/**
 * The website audit: asking for one, running it, its report page and the admin's answers.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { AUDIT_MESSAGES, auditDetailOf, auditSites, auditsOfSite } from './admin-answers';
export { compareAudits } from './compare';
export { leadAudits } from './lead-audits';
export { leadAuditExports } from './lead-export';
export { STAFF_STARTS_PER_HOUR, takeStaffStart } from './limits';
export { createAudit, leadAuditIds, linkedLeads, readAudit, readAudits, siteAuditIds } from './records';
export { answerReport, notFoundAnswer } from './report-answer';
export { reportResponseHeaders } from './report-page';
export { auditJob, auditLeadWebsite, requestStaffAudit, runDeps, runQueuedAudit, startWaitingAudits } from './requests';
export { sweepExpiredAudits } from './retention';
export { runAudit } from './run-audit';
export { siteOf } from './site';
export { AUDIT_RETENTION_MS } from './state';
export { auditDetail, auditView } from './views';
export { greeting } from './whatsapp-reply';
export { SEARCH_CRAWLERS, TRAINING_CRAWLER_TOKENS } from './crawlers';
export { decide, parseRobots } from './robots';
