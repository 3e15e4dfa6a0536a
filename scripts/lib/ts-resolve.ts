import { registerHooks } from 'node:module';

// src/ imports its siblings without an extension (or a folder's index), as the bundlers want;
// plain Node needs the file, so a resolve hook adds `.ts` (or `/index.ts`) when the bare path is
// not found. The scripts that load src/ under plain Node import this first.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.{1,2}\//.test(specifier) || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      try {
        return nextResolve(`${specifier}.ts`, context);
      } catch {
        return nextResolve(`${specifier}/index.ts`, context);
      }
    }
  },
});
