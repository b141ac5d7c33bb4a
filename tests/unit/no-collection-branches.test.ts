/**
 * Declared once (issue "The house, second pass", point 1): what a collection or section does is
 * an option of its registry definition, and generic code reads it. Code under server/ and app/
 * that compares with a collection's or section's name, switches on one, or keeps a table keyed
 * by them says that behaviour a second time. Naming the collection a loader reads
 * (`content.list('products')`) is not a branch and is fine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/** `file:line: code` of every branch on, or table keyed by, a collection's or section's name. */
function branches(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  // A constant holding a name (`const INDUSTRIES = 'catalogue/industries'`) is that name.
  const constants = new Set<string>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && literal(node.initializer))
      constants.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const named = (node: ts.Node) =>
    literal(node) || (ts.isIdentifier(node) && constants.has(node.text));
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path}:${line + 1}: ${node.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      comparisons.has(node.operatorToken.kind) &&
      (named(node.left) || named(node.right))
    )
      report(node);
    else if (ts.isCaseClause(node) && named(node.expression)) report(node);
    else if (
      ts.isObjectLiteralExpression(node) &&
      path !== tableOfTables &&
      node.properties.filter((p) => names.has(propertyName(p) ?? '')).length >= 2
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
    const found = files.flatMap((file) =>
      branches(relative(ROOT, file), readFileSync(file, 'utf8')),
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
    expect(branches('x.ts', code).map((b) => b.replace(/^x\.ts:\d+: /, ''))).toEqual([
      "name === 'products'",
      "case 'catalogue/industries': break;",
      'name !== NEWS',
      "{ blogPosts: '/news', caseStudies: '/case-studies' }",
    ]);
  });
});
