import type { Lead, LeadRequest } from '../../../src/lib/api/leads';
import { leadChanged } from '../../../src/server/growth/index';
import { createLead, formLead } from '../../../src/server/leads/index';

/**
 * A form lead stored as the intake stores one, its growth facts filed, without
 * the form's spam check or mail: for tests and benchmarks that need leads.
 */
export async function storeFormLead(request: LeadRequest, options: { now?: Date } = {}): Promise<Lead> {
  const lead = await createLead(formLead(request, options));
  await leadChanged(lead);
  return lead;
}
