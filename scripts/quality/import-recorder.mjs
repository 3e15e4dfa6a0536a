import { registerHooks } from 'node:module';

/**
 * Records every module this process resolves and the module that first asked for it, so a check
 * (function-imports.test.ts) can say what a function loads at import and through which chain.
 * Import it first, before scripts/lib/ts-resolve.ts; the list is `globalThis.importedBy` (url → parent url).
 */
const importedBy = new Map();
globalThis.importedBy = importedBy;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith('node:') && !importedBy.has(resolved.url)) importedBy.set(resolved.url, context.parentURL ?? null);
    return resolved;
  },
});
