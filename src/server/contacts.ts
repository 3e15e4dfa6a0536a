import { monotonicFactory } from 'ulid';
import { contactSubmissionSchema, type ContactSubmission } from '../lib/admin/admin-records';
import type { ContactRequest } from '../lib/contact/contact-request';
import { createJson, listKeys, readMany } from './storage';

// ULIDs sort by time, and the monotonic factory keeps that order within one millisecond.
const nextId = monotonicFactory();

/** Stores one submission under its own new key; never overwrites another. */
export async function saveContact(request: ContactRequest, now: Date = new Date()): Promise<ContactSubmission> {
  for (;;) {
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
}

/** Every submission, newest first. */
export async function listContacts(): Promise<ContactSubmission[]> {
  const keys = (await listKeys('contacts')).sort().reverse();
  return readMany('contacts', keys, contactSubmissionSchema);
}
