import { registerHooks } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

// src/ imports its siblings without an extension (or a folder's index), as the bundlers want;
// plain Node needs the file, so a resolve hook adds `.ts`, `.tsx` (or `/index.ts`) when the bare
// path is not found. Node strips types but not JSX, so a `.tsx` module (an area's face can reach
// one, e.g. the newsletter's mail templates) is compiled by esbuild, as the bundlers do.
// The scripts that load src/ under plain Node import this first.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.{1,2}\//.test(specifier) || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}.tsx`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // the next candidate
        }
      }
      return nextResolve(`${specifier}/index.ts`, context);
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
    const { code } = transformSync(readFileSync(fileURLToPath(url), 'utf8'), { loader: 'tsx', jsx: 'automatic', format: 'esm' });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
