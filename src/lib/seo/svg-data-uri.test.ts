import { describe, expect, it } from 'vitest';
import { svgDataUri } from './svg-data-uri';

describe('svgDataUri', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  <rect fill="#c2410c" width="32"/>\n</svg>\n';

  it('is a data URL a browser decodes back to the same drawing', () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'> <rect fill='#c2410c' width='32'/> </svg>",
    );
  });

  it('escapes the characters a URL cannot carry and nothing more', () => {
    const uri = svgDataUri(svg);
    expect(uri).not.toMatch(/[<>#"\n]/);
    expect(uri).toContain("xmlns='http://www.w3.org/2000/svg'");
  });
});
