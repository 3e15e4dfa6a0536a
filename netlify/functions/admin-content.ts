import type { Config } from '@netlify/functions';
import { contentCreateSchema, contentUpdateSchema } from '../../src/lib/api/content';
import { storedPageSchema } from '../../src/lib/content/editable-content';
import { SEARCH_APPEARANCE_PAGE } from '../../src/lib/seo/search-appearance';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { createEntry, listEntries, parseEntryId, requestPublishAfterSave, updateEntry } from '../../src/server/content/index';
import { CONTENT_BODY_LIMIT_BYTES, guardMutation, HttpError, json, listJson, parseBody, readJsonBody, route } from '../../src/server/http';

const UNKNOWN_PAGE = 'There is no editable page with that name.';
const UNKNOWN_ENTRY = 'There is no content entry with that id.';
const CONFLICT = 'Someone else saved this text after you opened it. Compare both versions, then save again.';

/**
 * GET  /api/admin/content/:page  stored entries of one editable page (or "search": the search
 *                                appearance entries), each with its `version`
 * PUT  /api/admin/content/:id    new text for one entry (and a rebuild request, see publish.ts);
 *                                with the version read (If-Match or `version`), 409 {error, current}
 *                                when someone saved in between; 400 with the reason for a search
 *                                title or description outside its limits
 * POST /api/admin/content        a new entry
 * (GET and PUT share a path shape, so one function serves them by method.)
 */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    const page = storedPageSchema.safeParse(context.params.key);
    if (!page.success) throw new HttpError(404, UNKNOWN_PAGE);
    return listJson(await listEntries(page.data));
  },

  PUT: async (req, context) => {
    guardMutation(req);
    const admin = await requireMember(context);
    const id = context.params.key;
    if (!id) throw new HttpError(405, 'Add the entry id to the address to change an entry.', { headers: { Allow: 'POST' } });
    const { content, version, restoredFrom } = parseBody(contentUpdateSchema, await readJsonBody(req, { limit: CONTENT_BODY_LIMIT_BYTES }));
    const result = await updateEntry(id, content, req.headers.get('if-match') || version, admin.username);
    if (result.status === 'missing') throw new HttpError(404, UNKNOWN_ENTRY);
    if (result.status === 'invalid') throw new HttpError(400, result.reason, { fields: { content: result.reason } });
    if (result.status === 'conflict') {
      // The current entry goes back with the refusal, so the editor can show both texts.
      throw new HttpError(409, CONFLICT, { body: { current: result.current } });
    }
    const action =
      parseEntryId(id)?.page === SEARCH_APPEARANCE_PAGE
        ? 'search-appearance.saved'
        : restoredFrom
          ? 'page-text.restored'
          : 'page-text.saved';
    await logActivity(context, { actor: admin.username, action, target: id });
    // The entry, plus how it reaches the public site (the admin's toast says what will happen).
    return json(200, { ...result.entry, publish: await requestPublishAfterSave(context) });
  },

  POST: async (req, context) => {
    guardMutation(req);
    await requireMember(context);
    if (context.params.key) {
      throw new HttpError(405, 'Send new entries to /api/admin/content.', { headers: { Allow: 'GET, PUT' } });
    }
    const input = parseBody(contentCreateSchema, await readJsonBody(req, { limit: CONTENT_BODY_LIMIT_BYTES }));
    const entry = await createEntry(input);
    if (!entry) throw new HttpError(409, 'That page already has an entry with this key.');
    return json(201, entry);
  },
});

export const config: Config = { path: ['/api/admin/content', '/api/admin/content/:key'] };
