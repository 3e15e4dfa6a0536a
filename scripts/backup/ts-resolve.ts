import { registerHooks } from 'node:module';

// src/server imports its siblings without an extension, as the bundlers want;
// plain Node needs the `.ts`, so a resolve hook adds it when the bare path is
// not found (as scripts/lead-inbox-store-reads.ts does). Import this first.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.{1,2}\//.test(specifier) || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
