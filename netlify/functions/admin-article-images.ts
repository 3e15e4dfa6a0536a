import type { Config } from '@netlify/functions';
import { imageIdSchema } from '../../src/lib/api/articles';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { IMAGE_LIMITS, readImage, storeImage } from '../../src/server/articles/index';
import { HttpError, json, readBodyBytes, requireSameOrigin, route } from '../../src/server/http';

/**
 * POST /api/admin/article-images  the image file as the body (any Content-Type: the type is
 *                                 read from the bytes): JPEG, PNG, WebP or AVIF up to 5 MB.
 *                                 201 {id, type, width, height, bytes}; 415 another type; 413 too large;
 *                                 400 a file that does not decode. Stored without EXIF or location.
 * GET  /api/admin/article-images/:id  the stored image (the editor's preview)
 */
const UNSUPPORTED = 'Please upload a JPEG, PNG, WebP or AVIF image.';

export default route({
  POST: async (req, context) => {
    requireSameOrigin(req);
    const admin = await requireMember(context);
    if (context.params.id) throw new HttpError(405, 'Send new images to /api/admin/article-images.', { headers: { Allow: 'GET' } });
    let bytes: Uint8Array;
    try {
      bytes = await readBodyBytes(req, IMAGE_LIMITS.maxBytes);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413)
        throw new HttpError(413, 'The image is larger than 5 MB. Please upload a smaller one.');
      throw error;
    }
    if (bytes.byteLength === 0) throw new HttpError(400, 'Please choose an image to upload.');
    const result = await storeImage(bytes, admin.username);
    if (result.status === 'unsupported') throw new HttpError(415, UNSUPPORTED);
    if (result.status === 'unreadable') throw new HttpError(400, 'This image could not be read. Please export it again and upload that.');
    await logActivity(context, { actor: admin.username, action: 'image.uploaded', target: result.image.id });
    return json(201, result.image);
  },

  GET: async (_req, context) => {
    await requireMember(context);
    const id = imageIdSchema.safeParse(context.params.id);
    const found = id.success ? await readImage(id.data) : null;
    if (!found) throw new HttpError(404, 'There is no image with that id.');
    return new Response(new Uint8Array(found.bytes), {
      headers: { 'Content-Type': found.image.type, 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
    });
  },
});

export const config: Config = { path: ['/api/admin/article-images', '/api/admin/article-images/:id'] };
