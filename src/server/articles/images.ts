import type { OutputInfo, Sharp } from 'sharp';
import { ulid } from 'ulid';
import { storedImageSchema, type StoredImage } from '../../lib/api/articles';
import { readImageBytes, readImageMetadata, writeImage } from './store';

/**
 * Article images (store `article-images`, key = image id). An upload is
 * accepted by what its bytes are, never by its name or declared type:
 * JPEG, PNG, WebP or AVIF, at most 5 MB. Before it is stored it is decoded
 * and encoded again by sharp, which turns it upright by its EXIF orientation
 * and drops every piece of metadata (EXIF with the camera and GPS location,
 * XMP, IPTC, comments). The build makes the sizes and formats pages use
 * (src/pages/insights/img/).
 */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** Decoding a "pixel bomb" (tiny file, huge canvas) would take the function down: refuse past 50 megapixels. */
  maxPixels: 50_000_000,
} as const;

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
type AcceptedType = (typeof ACCEPTED)[number];

export type UploadResult = { status: 'stored'; image: StoredImage } | { status: 'unsupported' } | { status: 'unreadable' };

export async function storeImage(bytes: Uint8Array, uploadedBy: string): Promise<UploadResult> {
  // file-type and sharp load on the first upload, not with every function that reaches the articles area.
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = ACCEPTED.find((accepted) => accepted === sniffed?.mime);
  if (!type) return { status: 'unsupported' };
  const { default: sharp } = await import('sharp');
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' }).rotate();
    // sharp writes no metadata unless asked (keepMetadata/withMetadata): the output has none.
    output = await reencode(image, type).toBuffer({ resolveWithObject: true });
  } catch (error) {
    console.warn('Article image upload: could not decode the image.', error);
    return { status: 'unreadable' };
  }
  const image: StoredImage = {
    id: ulid(),
    type,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.byteLength,
  };
  await writeImage(image.id, output.data, { ...image, uploaded_by: uploadedBy, uploaded_at: new Date().toISOString() });
  return { status: 'stored', image };
}

function reencode(image: Sharp, type: AcceptedType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/avif':
      return image.avif({ quality: 70 });
  }
}

/** The stored image's facts (type, size), or null when there is none with that id. */
export async function imageInfo(id: string): Promise<StoredImage | null> {
  const metadata = await readImageMetadata(id);
  const parsed = storedImageSchema.safeParse(metadata);
  return parsed.success ? parsed.data : null;
}

export async function readImage(id: string): Promise<{ bytes: Uint8Array; image: StoredImage } | null> {
  const found = await readImageBytes(id);
  const parsed = storedImageSchema.safeParse(found?.metadata);
  return found && parsed.success ? { bytes: found.bytes, image: parsed.data } : null;
}
