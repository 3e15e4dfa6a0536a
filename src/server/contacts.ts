import { monotonicFactory } from 'ulid';
import { contactSubmissionSchema, type ContactSubmission } from '../lib/admin/admin-records';
import type { ContactRequest } from '../lib/contact/contact-request';
import { createJson, readAll, StoreUnavailableError, type Listing } from './storage';

// ULIDs sort by time, and the monotonic factory keeps that order within one millisecond.
const nextId = monotonicFactory();

/** Stores one submission under its own new key; never overwrites another. */
export async function saveContact(request: ContactRequest, now: Date = new Date()): Promise<ContactSubmission> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const submission: ContactSubmission = {
      id: nextId(now.getTime()),
      name: request.name,
      email: request.email ?? '',
      phone: request.phone ?? '',
      website: request.website ?? '',
      service_required: request.service_required ?? '',
      created_at: now.toISOString(),
    };
    // A clash needs two processes drawing the same 80 random bits in one millisecond; retry anyway.
    if (await createJson('contacts', submission.id, submission)) return submission;
  }
  throw new StoreUnavailableError('store a contact submission under a new id');
}

/** Every readable submission, newest first. */
export async function listContacts(): Promise<Listing<ContactSubmission>> {
  const { records, unreadable } = await readAll('contacts', contactSubmissionSchema);
  const items = records.sort((a, b) => b.key.localeCompare(a.key)).map((record) => record.value);
  return { items, unreadable: unreadable.length };
}
