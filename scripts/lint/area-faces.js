import path from 'node:path';

/**
 * ESLint rules of this project's own.
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

export default { rules: { 'area-faces': areaFaces } };
