import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_SIZE, renderFaviconIco } from './favicon';

describe('renderFaviconIco', () => {
  const ico = renderFaviconIco(readFileSync('src/assets/favicon.svg', 'utf8'));

  it('writes one 48×48 PNG image in an ICO container', () => {
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    const [length, offset] = [ico.readUInt32LE(14), ico.readUInt32LE(18)];
    expect(offset + length).toBe(ico.length);
    const png = ico.subarray(offset);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
  });
});
