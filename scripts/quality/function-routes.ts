import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The addresses Netlify answers with a function rather than a file: each
 * `config.path` that netlify/functions/*.ts declares (read from the source
 * with the TypeScript parser; the functions are not loaded), and
 * /.netlify/functions/<name>, where every function, scheduled and background
 * ones included, can be called. scripts/quality/serve-dist.ts sends these to
 * a server that runs the functions.
 */
export const FUNCTIONS_PREFIX = '/.netlify/functions/';

/** Every `config.path` pattern declared under netlify/functions, in URLPattern syntax as Netlify reads it. */
export function declaredFunctionPaths(root: string): string[] {
  return declaredFunctionRoutes(root).map((route) => route.path);
}

/** Each declared `config.path` with the function file that declares it (e.g. `admin-staff.ts`). */
export function declaredFunctionRoutes(root: string): { file: string; path: string }[] {
  const folder = join(root, 'netlify/functions');
  const paths: { file: string; path: string }[] = [];
  for (const file of readdirSync(folder).filter((name) => /\.(?:ts|mts|js|mjs)$/.test(name))) {
    const source = ts.createSourceFile(file, readFileSync(join(folder, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'config') continue;
        const config = declaration.initializer;
        if (!config || !ts.isObjectLiteralExpression(config)) throw new Error(`${file}: config is not an object literal`);
        const path = config.properties.find(
          (property): property is ts.PropertyAssignment =>
            ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'path',
        )?.initializer;
        if (!path) continue;
        const values = ts.isArrayLiteralExpression(path) ? [...path.elements] : [path];
        for (const value of values) {
          if (!ts.isStringLiteralLike(value)) throw new Error(`${file}: config.path must be written out as strings to be read here`);
          paths.push({ file, path: value.text });
        }
      }
    }
  }
  return paths;
}

/** Whether Netlify would hand a request for `pathname` to a function. */
export function functionRoutes(root: string): (pathname: string) => boolean {
  const patterns = declaredFunctionPaths(root).map((pathname) => new URLPattern({ pathname }));
  return (pathname) => pathname.startsWith(FUNCTIONS_PREFIX) || patterns.some((pattern) => pattern.test({ pathname }));
}
