import { leadAudits } from '../audit/index';
import { leadChanged } from '../growth/index';
import { createLeadLifecycle, type LeadGrowth } from './lifecycle';

/** The growth figures as the lifecycle's port (an object, so a test can make one call fail). */
export const leadGrowth: LeadGrowth = { changed: (lead) => leadChanged(lead) };

/** The lead lifecycle with its ports: the one place the leads area meets the website audit and the growth figures. */
export const leadLifecycle = createLeadLifecycle({ audits: leadAudits, growth: leadGrowth });
