import path from 'node:path';

/**
 * ESLint rules of this project's own (`store-only` is below).
 *
 * `area-faces`: a server area (`src/server/<area>/`) is reached only through
 * its face, `index.ts`. Files inside the area import each other freely; every
 * other file (another area, a function, a page, an integration, a script, a
 * test) imports the face, so what an area keeps private stays private.
 */
const SERVER = `${path.sep}src${path.sep}server${path.sep}`;

/** The area and module an import reaches, when it reaches into a server area past its face. */
function pastFace(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(importer), specifier);
  const at = target.lastIndexOf(SERVER);
  if (at === -1) return null;
  const parts = target.slice(at + SERVER.length).split(path.sep);
  if (parts.length < 2) return null; // src/server/storage.ts and its neighbours belong to no area
  const [area, ...rest] = parts;
  const module = rest.join('/').replace(/\.(ts|tsx)$/, '');
  if (module === 'index') return null;
  const areaDir = target.slice(0, at + SERVER.length) + area + path.sep;
  if (importer.startsWith(areaDir)) return null;
  return { area, module };
}

const areaFaces = {
  meta: {
    type: 'problem',
    docs: { description: 'Reach a server area only through its face, src/server/<area>/index.ts' },
    messages: {
      pastFace:
        "'{{module}}' is private to the {{area}} area: import it from src/server/{{area}}/index.ts (export it there if others need it).",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const hit = pastFace(importer, source.value);
      if (hit) context.report({ node: source, messageId: 'pastFace', data: hit });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

/** The one module that opens Netlify Blobs. */
const STORAGE = `${SERVER}storage`;
/** Areas that read every store through storage.ts by design (a backup takes every store whole). */
const WHOLE_STORE_AREAS = new Set(['backups']);
/** What any module may take from storage.ts besides types: the error a failed store call raises. */
const ALLOWED_VALUES = new Set(['StoreUnavailableError']);

/** The area of a module inside `src/server/<area>/` that is not the area's store.ts, else null. */
function areaOutsideStore(importer) {
  const at = importer.lastIndexOf(SERVER);
  if (at === -1) return null;
  const parts = importer.slice(at + SERVER.length).split(path.sep);
  if (parts.length < 2) return null; // src/server/http.ts, local-run.ts...: no area
  const [area, ...rest] = parts;
  if (WHOLE_STORE_AREAS.has(area)) return null;
  if (rest.join('/').replace(/\.(ts|tsx)$/, '') === 'store') return null;
  return area;
}

const reachesStorage = (importer, specifier) =>
  specifier.startsWith('.') &&
  path.resolve(path.dirname(importer), specifier).replace(/\.ts$/, '') === importer.slice(0, importer.lastIndexOf(SERVER)) + STORAGE;

/**
 * `store-only`: inside a server area (`src/server/<area>/`), only the area's
 * `store.ts` opens storage: no other module imports a value from
 * `src/server/storage.ts` but StoreUnavailableError (types are free). The
 * rest of the area calls the store's typed functions, whose keys are in the
 * area's key table. Backups read every store through storage.ts by design.
 */
const storeOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Only an area's store.ts opens storage (src/server/storage.ts)" },
    messages: {
      outsideStore:
        "'{{name}}' opens storage outside a store: only src/server/{{area}}/store.ts may call storage.ts. Add a typed function there (its key in the area's key table) and call that.",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const area = areaOutsideStore(importer);
    if (!area) return {};
    const fromStorage = (source) =>
      source && source.type === 'Literal' && typeof source.value === 'string' && reachesStorage(importer, source.value);
    const report = (node, name) => context.report({ node, messageId: 'outsideStore', data: { name, area } });
    const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));
    return {
      ImportDeclaration(node) {
        if (!fromStorage(node.source) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') {
            if (specifier.importKind === 'type' || ALLOWED_VALUES.has(nameOf(specifier.imported))) continue;
            report(specifier, nameOf(specifier.imported));
          } else report(specifier, specifier.local.name); // a default or namespace import takes everything
        }
      },
      ExportNamedDeclaration(node) {
        if (!fromStorage(node.source) || node.exportKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.exportKind === 'type' || ALLOWED_VALUES.has(nameOf(specifier.local))) continue;
          report(specifier, nameOf(specifier.local));
        }
      },
      ExportAllDeclaration(node) {
        if (fromStorage(node.source) && node.exportKind !== 'type') report(node, '*');
      },
      ImportExpression(node) {
        if (fromStorage(node.source)) report(node, 'import()');
      },
    };
  },
};

export default { rules: { 'area-faces': areaFaces, 'store-only': storeOnly } };
