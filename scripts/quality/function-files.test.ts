import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = join(process.cwd(), 'netlify/functions');

/** The names a module exports, read from its source with the TypeScript parser (nothing is loaded). */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(FUNCTIONS, file), 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.push('default');
    else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      names.push(...(clause && ts.isNamedExports(clause) ? clause.elements.map((element) => element.name.text) : ['*']));
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const isDefault = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) names.push('default');
      else if (ts.isVariableStatement(statement))
        names.push(...statement.declarationList.declarations.map((declaration) => declaration.name.getText(source)));
      else names.push((statement as ts.DeclarationStatement).name?.getText(source) ?? '?');
    }
  }
  return names;
}

describe('a function file', () => {
  it('exports its handler and its config only: what other modules use (a message, a limit) lives in its area', () => {
    const files = readdirSync(FUNCTIONS).filter((file) => /\.(?:ts|mts)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const extra = files.flatMap((file) =>
      exportedNames(file)
        .filter((name) => name !== 'default' && name !== 'config')
        .map((name) => `${file}: ${name}`),
    );
    expect(extra).toEqual([]);
  });
});
