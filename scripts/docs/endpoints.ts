/**
 * Writes docs/reference/endpoints.md from the functions themselves, so the
 * reference cannot say something the code does not: for each file in
 * netlify/functions, its `config` (path, method, schedule, rateLimit), the
 * methods its `route({...})` handlers answer, and the doc comment on its
 * default export (for `collection(list, item)`, the comments on `list` and
 * `item`), or else the file's first doc comment. A function without one stops
 * the script: write one.
 *
 * Run: npm run docs:endpoints        (writes the file)
 *      node scripts/docs/endpoints.ts --check   (exit 1 when the file is stale; `npm run lint` runs it)
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FUNCTIONS_DIR = 'netlify/functions';
const OUTPUT = 'docs/reference/endpoints.md';
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface FunctionDoc {
  file: string;
  name: string;
  paths: string[];
  methods: string[];
  schedule?: string;
  background: boolean;
  rateLimit?: string;
  description: string;
}

/** The text of the last `/** … *\/` comment right before `node`, without its stars. */
function docComment(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const doc = ranges.filter((r) => source.text.startsWith('/**', r.pos)).at(-1);
  if (!doc) return undefined;
  const lines = source.text
    .slice(doc.pos + 3, doc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  // A one-line comment keeps its leading space after `/**`.
  return lines.map((line, i) => (i === 0 ? line.trimStart() : line)).join('\n');
}

function stringsOf(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => stringsOf(e));
  throw new Error(`config values must be written as literals, found: ${node.getText()}`);
}

function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

/** The HTTP methods of a `route({ GET: …, POST: … })` call; none for anything else. */
function routeMethods(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  node = unwrap(node);
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'route') return [];
  const handlers = node.arguments[0];
  if (!handlers || !ts.isObjectLiteralExpression(handlers)) return [];
  return handlers.properties.map((p) => p.name?.getText() ?? '').filter((name) => HTTP_METHODS.has(name));
}

function readFunction(file: string): FunctionDoc {
  const text = readFileSync(join(ROOT, FUNCTIONS_DIR, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const name = file.replace(/\.m?ts$/, '');
  const declarations = new Map<string, { statement: ts.VariableStatement; init?: ts.Expression }>();
  let config: ts.ObjectLiteralExpression | undefined;
  let defaultExport: ts.Statement | undefined;
  let defaultExpression: ts.Expression | undefined;

  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        declarations.set(d.name.text, { statement, init: d.initializer });
        if (d.name.text === 'config' && d.initializer) {
          const init = unwrap(d.initializer);
          if (ts.isObjectLiteralExpression(init)) config = init;
        }
      }
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      defaultExport = statement;
      defaultExpression = statement.expression;
    } else if (ts.isFunctionDeclaration(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) {
      defaultExport = statement;
    }
  }
  if (!defaultExport) throw new Error(`${FUNCTIONS_DIR}/${file} has no default export`);

  const property = (key: string) => {
    const p = config?.properties.find((q) => q.name?.getText() === key);
    return p && ts.isPropertyAssignment(p) ? p.initializer : undefined;
  };

  // `collection(list, item)` serves a list and its items: describe both handlers.
  const parts: { comment?: string; methods: string[] }[] = [];
  const call = defaultExpression && unwrap(defaultExpression);
  if (call && ts.isCallExpression(call) && call.expression.getText() === 'collection') {
    // The list's and the item's handlers; a third argument names the item's parameter.
    for (const argument of call.arguments.slice(0, 2)) {
      const declared = ts.isIdentifier(argument) ? declarations.get(argument.text) : undefined;
      if (!declared) throw new Error(`${FUNCTIONS_DIR}/${file}: collection() takes handlers declared in the file`);
      parts.push({ comment: docComment(declared.statement, source), methods: routeMethods(declared.init) });
    }
  } else {
    parts.push({ comment: docComment(defaultExport, source), methods: routeMethods(defaultExpression) });
  }
  // A header written above a constant the handler uses still heads the file: take the first one.
  const header = source.statements.map((s) => docComment(s, source)).find((c) => c !== undefined);
  for (const part of parts) part.comment ??= header;
  if (parts.some((p) => !p.comment)) {
    throw new Error(`${FUNCTIONS_DIR}/${file}: write a doc comment (/** … */) on the default export saying what it answers`);
  }

  const rate = property('rateLimit');
  const rateLimit = rate && ts.isObjectLiteralExpression(rate) ? rate.getText().replace(/\s+/g, ' ') : undefined;
  const configMethods = stringsOf(property('method')).map((m) => m.toUpperCase());
  const methods = configMethods.length > 0 ? configMethods : [...new Set(parts.flatMap((p) => p.methods))];
  return {
    file,
    name,
    paths: stringsOf(property('path')),
    methods,
    schedule: stringsOf(property('schedule'))[0],
    background: name.endsWith('-background'),
    rateLimit,
    description: parts.map((p) => p.comment).join('\n\n'),
  };
}

function section(doc: FunctionDoc): string[] {
  const facts = [
    `- File: [\`${FUNCTIONS_DIR}/${doc.file}\`](../../${FUNCTIONS_DIR}/${doc.file})`,
    ...(doc.paths.length > 0 ? [`- ${doc.paths.length > 1 ? 'Paths' : 'Path'}: ${doc.paths.map((p) => `\`${p}\``).join(', ')}`] : []),
    ...(doc.methods.length > 0 ? [`- Methods: ${doc.methods.join(', ')}`] : []),
    ...(doc.schedule ? [`- Schedule: \`${doc.schedule}\``] : []),
    ...(doc.background ? ['- Background function: answered 202 at once, runs up to 15 minutes'] : []),
    ...(doc.rateLimit ? [`- Platform rate limit: \`${doc.rateLimit}\``] : []),
  ];
  return [`### ${doc.name}`, '', ...facts, '', '```text', doc.description, '```', ''];
}

async function render(): Promise<string> {
  const files = readdirSync(join(ROOT, FUNCTIONS_DIR))
    .filter((f) => /\.m?ts$/.test(f) && !f.endsWith('.test.ts'))
    .sort();
  const docs = files.map(readFunction);
  const http = docs.filter((d) => d.paths.length > 0).sort((a, b) => a.paths[0]!.localeCompare(b.paths[0]!));
  const scheduled = docs.filter((d) => d.schedule);
  const background = docs.filter((d) => d.background);
  const other = docs.filter((d) => !http.includes(d) && !scheduled.includes(d) && !background.includes(d));

  const lines = [
    '<!-- Generated by scripts/docs/endpoints.ts — do not edit. Run `npm run docs:endpoints` after changing a function. -->',
    '',
    '# Endpoint reference',
    '',
    'Generated by `scripts/docs/endpoints.ts` — do not edit. Each entry is the doc comment at the head of the',
    "function's handler and its `config` (`path`, `schedule`, `rateLimit`) in `netlify/functions/`; to change",
    'an entry, change the function and run `npm run docs:endpoints`. `npm run lint` fails when this file is stale.',
    '',
    `${docs.length} functions: ${http.length} answering addresses, ${scheduled.length} scheduled, ${background.length} background.`,
    '',
    '## Addresses',
    '',
    '| Function | Paths | Methods |',
    '| --- | --- | --- |',
    ...http.map((d) => `| [${d.name}](#${d.name}) | ${d.paths.map((p) => `\`${p}\``).join('<br>')} | ${d.methods.join(', ')} |`),
    '',
    ...http.flatMap(section),
    '## Scheduled functions',
    '',
    ...scheduled.flatMap(section),
    '## Background functions',
    '',
    ...background.flatMap(section),
    ...(other.length > 0 ? ['## Other functions', '', ...other.flatMap(section)] : []),
  ];
  const options = (await prettier.resolveConfig(join(ROOT, OUTPUT))) ?? {};
  return prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
}

const markdown = await render();
const target = join(ROOT, OUTPUT);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== markdown) {
    console.error(`${OUTPUT} is stale: run \`npm run docs:endpoints\` and commit it.`);
    process.exit(1);
  }
  console.log(`${OUTPUT} is up to date.`);
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, markdown);
  console.log(`Wrote ${OUTPUT}.`);
}
