/**
 * Declared once (issue "The house, second pass", point 1): what a collection or section does is
 * an option of its registry definition, and generic code reads it. Code under server/ and app/
 * that compares with a collection's or section's name, switches on one, or keeps a table keyed
 * by them says that behaviour a second time. Naming the collection a loader reads
 * (`content.list('products')`) is not a branch and is fine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { collections, sectionList } from '../../content/registry';

const ROOT = join(import.meta.dirname, '../..');

/** Each collection's name in code (`blogPosts`) and its key (`blog`); each section's key. */
const names = new Set<string>([
  ...Object.keys(collections),
  ...Object.values(collections).map((c) => c.key),
  ...sectionList.map((s) => s.key),
]);

/** The one table keyed by collection names: each one's Drizzle table, the recipe's step. */
const tableOfTables = 'server/db/collection-tables.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const literal = (node: ts.Node | undefined) =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
  names.has(node.text);

/** A string that only a name starts with (`'catalogue/'`), as a prefix test would use it. */
const prefix = (node: ts.Node) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
  node.text.length > 1 &&
  [...names].some((name) => name.startsWith(node.text));

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))
    ? p.name.text
    : undefined;

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Methods that ask whether a list, set or map holds a value: a branch when the value is a name. */
const membership = new Set(['includes', 'has', 'indexOf']);
const prefixTests = new Set(['startsWith', 'endsWith']);

/** What a file's constants hold: a name, or a list, set or map of names. */
interface Constants {
  name: Set<string>;
  list: Set<string>;
}

/** `x as const`, `(x)`, `x satisfies T` are x. */
function bare(node: ts.Expression): ts.Expression {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    return bare(node.expression);
  return node;
}

function parse(path: string, text: string) {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
}

/** The names' readers for one file, given the constants it declares or imports. */
function readers(constants: Constants) {
  const named = (node: ts.Node): boolean =>
    literal(node) || (ts.isIdentifier(node) && constants.name.has(node.text));
  /** `new Map([['products', …]])`: a table keyed by a name. */
  const nameMap = (node: ts.Node) =>
    ts.isNewExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'Map' &&
    (node.arguments ?? []).some(
      (list) =>
        ts.isArrayLiteralExpression(list) &&
        list.elements.some(
          (entry) => ts.isArrayLiteralExpression(entry) && named(entry.elements[0] ?? entry),
        ),
    );
  const nameList = (node: ts.Node): boolean => {
    if (ts.isArrayLiteralExpression(node))
      return node.elements.some((e) => named(ts.isSpreadElement(e) ? e.expression : e));
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression))
      return node.expression.text === 'Set'
        ? (node.arguments ?? []).some((a) => nameList(bare(a)))
        : nameMap(node);
    return ts.isIdentifier(node) && constants.list.has(node.text);
  };
  return { named, nameList, nameMap };
}

/** The constants a file declares that hold a name or names (`const NEWS = 'blogPosts'`). */
function declared(source: ts.SourceFile, constants: Constants): Map<string, keyof Constants> {
  const exported = new Map<string, keyof Constants>();
  const { named, nameList } = readers(constants);
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = bare(node.initializer);
      const kind = named(value) ? 'name' : nameList(value) ? 'list' : undefined;
      if (kind) {
        constants[kind].add(node.name.text);
        exported.set(node.name.text, kind);
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  return exported;
}

/** The file an import names, among the files read (`./names`, `~/x`, with or without `.ts`). */
function resolve(from: string, specifier: string, files: ReadonlyMap<string, unknown>) {
  const base = specifier.startsWith('~/')
    ? posix.join('app', specifier.slice(2))
    : specifier.startsWith('.')
      ? posix.join(posix.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const stem = base.replace(/\.(?:js|ts|tsx)$/, '');
  return [stem, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`].find((p) => files.has(p));
}

/**
 * `file:line: code` of every branch on, or table keyed by, a collection's or section's name, in
 * files given by their path from the root: comparisons, `case`s, objects and maps keyed by names,
 * membership in a list or set of names, prefix tests, and constants holding names, imported ones
 * included.
 */
function branchesIn(files: ReadonlyMap<string, string>, checked = (_path: string) => true) {
  const sourceOf = new Map([...files].map(([path, text]) => [path, parse(path, text)]));
  const exports = new Map(
    [...sourceOf].map(([path, source]) => [
      path,
      declared(source, { name: new Set(), list: new Set() }),
    ]),
  );
  return [...sourceOf].flatMap(([path, source]) => {
    if (!checked(path)) return [];
    const constants: Constants = { name: new Set(), list: new Set() };
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const from = exports.get(resolve(path, statement.moduleSpecifier.text, files) ?? '');
      const bindings = statement.importClause?.namedBindings;
      if (!from || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        const kind = from.get((element.propertyName ?? element.name).text);
        if (kind) constants[kind].add(element.name.text);
      }
    }
    declared(source, constants);
    return branches(path, source, constants);
  });
}

function branches(path: string, source: ts.SourceFile, constants: Constants): string[] {
  const found: string[] = [];
  const { named, nameList, nameMap } = readers(constants);
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path}:${line + 1}: ${node.getText(source).split('\n')[0]}`);
  };
  /** `list.includes(name)`, `set.has('products')`, `key.startsWith('catalogue/')`. */
  const asks = (node: ts.CallExpression) => {
    if (!ts.isPropertyAccessExpression(node.expression)) return false;
    const method = node.expression.name.text;
    const [argument] = node.arguments;
    if (membership.has(method))
      return nameList(bare(node.expression.expression)) || (!!argument && named(argument));
    return prefixTests.has(method) && !!argument && (named(argument) || prefix(argument));
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isBinaryExpression(node) &&
        comparisons.has(node.operatorToken.kind) &&
        (named(node.left) || named(node.right))) ||
      (ts.isCaseClause(node) && named(node.expression)) ||
      (ts.isCallExpression(node) && asks(node)) ||
      nameMap(node) ||
      (ts.isObjectLiteralExpression(node) &&
        path !== tableOfTables &&
        node.properties.filter((p) => names.has(propertyName(p) ?? '')).length >= 2)
    )
      report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('collection and section behaviour', () => {
  it('is declared in the registry: server/ and app/ never branch on their names', () => {
    const files = [...sources(join(ROOT, 'server')), ...sources(join(ROOT, 'app'))];
    expect(files.length).toBeGreaterThan(100);
    // The registry's own files are read for the constants code imports from them, not checked.
    const registry = [...sources(join(ROOT, 'content')), ...sources(join(ROOT, 'schemas'))];
    const found = branchesIn(
      new Map(
        [...files, ...registry].map((file) => [relative(ROOT, file), readFileSync(file, 'utf8')]),
      ),
      (path) => /^(?:server|app)\//.test(path),
    );
    expect(found).toEqual([]);
  });

  it('finds comparisons, cases, constants and tables, not a loader naming what it reads', () => {
    const code = [
      "if (name === 'products') read();",
      "switch (key) { case 'catalogue/industries': break; }",
      "const NEWS = 'blogPosts'; const news = name !== NEWS;",
      "const pages = { blogPosts: '/news', caseStudies: '/case-studies' };",
      "const families = await content.list('productFamilies');",
      "const home = await content.section('leadership');",
    ].join('\n');
    expect(branchesIn(new Map([['x.ts', code]])).map((b) => b.replace(/^x\.ts:\d+: /, ''))).toEqual(
      [
        "name === 'products'",
        "case 'catalogue/industries': break;",
        'name !== NEWS',
        "{ blogPosts: '/news', caseStudies: '/case-studies' }",
      ],
    );
  });

  it('finds lists, sets, maps, prefixes and constants imported from another file', () => {
    const files = new Map([
      ['server/names.ts', "export const NEWS = 'blogPosts';\nexport const SHOWN = ['products'];"],
      [
        'server/x.ts',
        [
          "import { NEWS, SHOWN as shown } from './names';",
          "if (['products', 'caseStudies'].includes(name)) read();",
          "const listed = new Set(['blogPosts', 'products']); if (listed.has(name)) read();",
          "const paths = new Map([['products', '/products']]);",
          "if (key.startsWith('catalogue/')) read();",
          'if (name === NEWS) read();',
          'if (shown.includes(name)) read();',
          "if (kinds.has('products')) read();",
          "if (name.startsWith('/')) read();",
        ].join('\n'),
      ],
    ]);
    expect(branchesIn(files).map((b) => b.replace(/^server\/x\.ts:\d+: /, ''))).toEqual([
      "['products', 'caseStudies'].includes(name)",
      'listed.has(name)',
      "new Map([['products', '/products']])",
      "key.startsWith('catalogue/')",
      'name === NEWS',
      'shown.includes(name)',
      "kinds.has('products')",
    ]);
  });
});
