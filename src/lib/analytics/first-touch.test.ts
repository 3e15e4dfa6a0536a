import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AD_CLICK_IDS, FIRST_TOUCH_KEY, FIRST_TOUCH_UTM_KEYS } from './first-touch';

const script = readFileSync(new URL('../../../public/scripts/analytics.js', import.meta.url), 'utf8');

/** The literal a `var NAME = …;` in the consent script holds. */
function scriptValue(name: string): unknown {
  const match = new RegExp(`var ${name} = (.+?);\\n`).exec(script);
  if (!match) throw new Error(`analytics.js declares no ${name}`);
  return JSON.parse(match[1]!.replaceAll("'", '"'));
}

describe('the first-touch rule is one set of names', () => {
  it('the consent script keeps the first touch under the key, with the UTM keys and ad click ids, the form reads', () => {
    expect(scriptValue('TOUCH_KEY')).toBe(FIRST_TOUCH_KEY);
    expect(scriptValue('UTM_KEYS')).toEqual(FIRST_TOUCH_UTM_KEYS);
    expect(scriptValue('AD_CLICK_IDS')).toEqual(AD_CLICK_IDS);
  });
});
