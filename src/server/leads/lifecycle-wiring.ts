import { leadAudits } from '../audit/lead-audits';
import { createLeadLifecycle } from './lifecycle';

/** The lead lifecycle with its ports: the one place the leads area meets the website audit. */
export const leadLifecycle = createLeadLifecycle({ audits: leadAudits });
