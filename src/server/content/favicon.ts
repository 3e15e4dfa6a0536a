import { Resvg } from '@resvg/resvg-js';

/**
 * /favicon.ico, drawn at build time from the same SVG the pages inline. Pages
 * link the inline icon (no request before the first paint); this file is for
 * the crawlers and apps that fetch /favicon.ico by its usual address. Google
 * asks for a multiple of 48 px.
 */
export const FAVICON_SIZE = 48;

/**
 * An ICO file holding one PNG image (the format Windows Vista introduced and
 * every browser reads): a 6-byte header and one 16-byte directory entry.
 */
function icoOfPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

export function renderFaviconIco(svg: string): Buffer {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: FAVICON_SIZE } }).render().asPng();
  return icoOfPng(png, FAVICON_SIZE);
}
