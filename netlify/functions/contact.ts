import type { Config } from '@netlify/functions';
import { ulid } from 'ulid';
import {
  contactRequestSchema,
  HONEYPOT_FIELD,
  summariseFieldErrors,
  type FieldErrors,
} from '../../src/lib/contact/contact-request';
import { saveContact } from '../../src/server/contacts';
import { json, parseBody, readMutation, route } from '../../src/server/http';

/** POST /api/contact: the free-audit request form. */
export default route({
  POST: async (req) => {
    const body = await readMutation(req);
    const request = parseBody(contactRequestSchema, body, (fields) => summariseFieldErrors(fields as FieldErrors));
    if (request[HONEYPOT_FIELD]) {
      // A bot filled the hidden field: answer like a success so it learns nothing, store nothing.
      return json(201, { id: ulid() });
    }
    const submission = await saveContact(request);
    return json(201, { id: submission.id });
  },
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ['ip', 'domain'] },
};
