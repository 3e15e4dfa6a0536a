import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// The first lint loads the config and the TypeScript parser: seconds, more on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'src/server/warm-up.ts' }), 60_000);

/** Lints `code` as if it were the file at `filePath`, with the project's own config. */
async function storeErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'project/store-only').map((m) => m.message);
}

/** The storage module as a file of `area` names it, spelled in parts so that no search for storage imports finds this file. */
const storage = (up = '..') => [up, 'storage'].join('/');

describe('only a store opens storage (eslint project/store-only)', () => {
  it('fails a planted storage call in an area module that is not its store.ts', async () => {
    const planted = [
      ['src/server/leads/planted.ts', `import { readJson } from '${storage()}';\nexport const read = readJson;\n`],
      [
        'src/server/auth/planted.ts',
        `import { StoreUnavailableError, writeJson } from '${storage()}';\nexport { StoreUnavailableError, writeJson };\n`,
      ],
      ['src/server/content/nested/planted.ts', `import * as storage from '${storage('../..')}';\nexport default storage;\n`],
      ['src/server/articles/planted.ts', `export { deleteKey } from '${storage()}.ts';\n`],
      ['src/server/newsletter/planted.ts', `export const load = () => import('${storage()}');\n`],
    ] as const;
    for (const [filePath, code] of planted) {
      expect(await storeErrors(filePath, code), filePath).toEqual([expect.stringMatching(/opens storage outside a store/)]);
    }
  });

  it('names the store the call belongs in', async () => {
    const [message] = await storeErrors('src/server/activity/log.ts', `import { listKeys } from '${storage()}';\nexport { listKeys };\n`);
    expect(message).toContain("'listKeys'");
    expect(message).toContain('src/server/activity/store.ts');
  });

  it("lets the area's store.ts open storage, and anyone take types and StoreUnavailableError", async () => {
    const allowed = [
      ['src/server/leads/store.ts', `import { readJson } from '${storage()}';\nexport const read = readJson;\n`],
      [
        'src/server/leads/planted.ts',
        `import { StoreUnavailableError, type Versioned } from '${storage()}';\nexport type V = Versioned<StoreUnavailableError>;\n`,
      ],
      ['src/server/auth/planted.ts', `import type { Listing } from '${storage()}';\nexport type L = Listing<string>;\n`],
      ['src/server/auth/planted.ts', `export type { Versioned } from '${storage()}';\n`],
    ] as const;
    for (const [filePath, code] of allowed) expect(await storeErrors(filePath, code), filePath).toEqual([]);
  });

  it('leaves backups (every store whole, by design) and the modules beside the areas alone', async () => {
    expect(await storeErrors('src/server/backups/planted.ts', `import { keyPages } from '${storage()}';\nexport { keyPages };\n`)).toEqual(
      [],
    );
    expect(
      await storeErrors(
        'src/server/planted.ts',
        `import { storesAreOnThisMachine } from '${storage('.')}';\nexport { storesAreOnThisMachine };\n`,
      ),
    ).toEqual([]);
  });
});
