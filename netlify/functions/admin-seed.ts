import type { Config } from '@netlify/functions';
import type { EditablePage } from '../../src/lib/content/editable-content';
import { requireMember } from '../../src/server/auth/index';
import { seedPage } from '../../src/server/content/index';
import { HttpError, json, readOptionalMutation, route } from '../../src/server/http';

/** Spec 7's seed addresses: the home page has no page name in its path. */
const PAGE_BY_PATH: Record<string, EditablePage> = {
  '/api/admin/seed-content': 'home',
  '/api/admin/seed-lahore-content': 'lahore',
  '/api/admin/seed-islamabad-content': 'islamabad',
  '/api/admin/seed-karachi-content': 'karachi',
  '/api/admin/seed-sialkot-content': 'sialkot',
};

function pageOf(url: string): EditablePage {
  const page = PAGE_BY_PATH[new URL(url).pathname];
  if (!page) throw new HttpError(404, 'There is no editable page with that name.');
  return page;
}

/** POST (no body, or a JSON one): loads the built-in text of one page, adding missing keys only; 200 {added}. */
export default route({
  POST: async (req, context) => {
    await readOptionalMutation(req);
    await requireMember(context);
    return json(200, { added: await seedPage(pageOf(req.url)) });
  },
});

export const config: Config = {
  path: [
    '/api/admin/seed-content',
    '/api/admin/seed-lahore-content',
    '/api/admin/seed-islamabad-content',
    '/api/admin/seed-karachi-content',
    '/api/admin/seed-sialkot-content',
  ],
};
