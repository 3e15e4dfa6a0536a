import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Scripts run under plain Node, which takes a relative import as the file it names; vitest and the
 * bundlers guess `.ts`, so only this check (or an operator) sees a script that cannot load. Each
 * script's modules must name their files until the resolve hook (./ts-resolve.ts) is registered:
 * what a script loads statically, and what it loads with `import()` when no hook was imported first.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const HOOK = join(ROOT, 'scripts/lib/ts-resolve.ts');

function scriptFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return scriptFiles(path);
    return /\.(ts|mjs)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const parsed = new Map<string, { specifier: string; dynamic: boolean }[]>();

function importsOf(file: string): { specifier: string; dynamic: boolean }[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; dynamic: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push({ specifier: argument.text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
}

/** Relative imports plain Node cannot resolve in what `entry` loads before the hook can help. */
function unresolvable(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const hookFirst = importsOf(entry).some((found) => !found.dynamic && resolve(dirname(entry), found.specifier) === HOOK);
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, dynamic } of importsOf(file)) {
      if (!/^\.{1,2}\//.test(specifier) || (dynamic && hookFirst)) continue;
      const target = resolve(dirname(file), specifier);
      if (!existsSync(target) || !statSync(target).isFile()) problems.push(`${relative(ROOT, file)} imports '${specifier}'`);
      else if (/\.(ts|mjs|js)$/.test(target)) walk(target);
    }
  };
  walk(entry);
  return problems;
}

describe('every script loads under plain Node', () => {
  it.each(scriptFiles(join(ROOT, 'scripts')).map((file) => relative(ROOT, file)))('%s', (file) => {
    expect(unresolvable(join(ROOT, file)), 'name the file (.ts), or import ../lib/ts-resolve.ts first and load src/ with import()').toEqual(
      [],
    );
  });
});
