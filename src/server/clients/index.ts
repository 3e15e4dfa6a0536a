/**
 * The agency's clients, their work log and their monthly reports.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { clientByHand, clientFromLead } from './creation';
export { eraseClient } from './erasure';
export { missingReason, reportSearchQuery, serviceAccountOfSite } from './google-connection';
export { makeReport, reportJob, requestReport, startDueReports } from './making';
export { lastCompleteMonth, monthBefore, monthDays, yearBefore } from './months';
export { changeClient, clientOfLead, createClient, listClients, readClient } from './records';
export { answerClientReport } from './report-answer';
export { claimReportJob, markSent, readJob } from './reports';
export { CLIENT_MESSAGES, clientDetail, exportClients } from './views';
export { addWork, editWork } from './work-log';
