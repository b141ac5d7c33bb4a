import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * What the server holds idle (issue 55, point 1): these packages serve rare work (an image to
 * encode, a PDF to draw, an e-mail, a bucket, a second factor) and held ~90 MB of an idle
 * server's memory between them. They load on first use, with `await import(…)` (sharp through
 * server/media/sharp.ts's loadSharp); their types may be imported as usual.
 */
const lazyPackages = {
  paths: ['sharp', 'pdf-lib', '@pdf-lib/fontkit', 'qrcode', 'otplib', 'nodemailer'].map((name) => ({
    name,
    message: `Load ${name} on first use (await import), not at start: docs/performance.md, npm start's memory.`,
    allowTypeImports: true,
  })),
  patterns: [
    {
      group: ['@aws-sdk/*'],
      message: 'The AWS SDK loads when a bucket store is made: see server/media/s3-file-store.ts.',
      allowTypeImports: true,
    },
  ],
};

/**
 * Imports run one way (docs/architecture.md, issue 54): http/api → services → repositories → db,
 * and app → loaders → services. Each layer lists the folders above it, which it may not import,
 * types included (a type import ties two files as much as any).
 */
const above = (folders, why) => ({
  // A folder of server/ reached by going up (`../`, `../../`): not a sibling of the same name.
  regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
  message: `Imports run down (docs/architecture.md, The layers): ${why}.`,
});
const layers = [
  {
    files: ['server/db/**/*.ts'],
    forbid: above(
      [
        'repositories',
        'services',
        'api',
        'http',
        'ssr',
        'cache',
        'seo',
        'jobs',
        'operations',
        'media',
        'auth',
      ],
      'the database layer knows no repository, service or route',
    ),
  },
  {
    files: [
      'server/auth/**/*.ts',
      'server/media/**/*.ts',
      'server/datasheet/**/*.ts',
      'server/operations/**/*.ts',
    ],
    forbid: above(
      ['services', 'api', 'http', 'ssr', 'cache', 'seo', 'jobs', 'monitoring'],
      'stores, passwords, PDFs and backups serve the services and know no route',
    ),
  },
  {
    files: ['server/repositories/**/*.ts'],
    forbid: above(
      ['services', 'api', 'http', 'ssr', 'cache', 'seo', 'jobs', 'operations'],
      'a repository holds SQL and knows no service or route',
    ),
  },
  {
    files: ['server/services/**/*.ts'],
    forbid: above(
      ['api', 'http', 'ssr', 'cache', 'seo', 'jobs', 'load-context', 'app'],
      'a service holds the rules and knows no route, request or page',
    ),
  },
  {
    files: ['server/http/**/*.ts'],
    forbid: above(
      ['api', 'ssr', 'cache', 'seo', 'monitoring'],
      'request helpers serve the API, the cache and the pages, which stand above them',
    ),
  },
  {
    files: ['app/components/**/*.{ts,tsx}', 'app/routes/**/*.{ts,tsx}'],
    forbid: {
      regex: '(^|/)server/',
      message:
        'Pages and components reach the server through their loaders (app/loaders): only types may be named here.',
      allowTypeImports: true,
    },
  },
];
function importRules() {
  const rule = (extra) => [
    'error',
    { paths: lazyPackages.paths, patterns: [...lazyPackages.patterns, ...extra] },
  ];
  return [
    {
      files: ['server/**/*.ts', 'app/**/*.{ts,tsx}', 'content/**/*.ts', 'schemas/**/*.ts'],
      rules: { '@typescript-eslint/no-restricted-imports': rule([]) },
    },
    ...layers.map(({ files, forbid }) => ({
      files,
      rules: { '@typescript-eslint/no-restricted-imports': rule([forbid]) },
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'data/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A function that does not fit on a few screens does more than one thing: split it by
    // responsibility (issue 35), everywhere, tests and scripts too. At 250 the cap became the
    // target (factories of 246, 231, 228 lines); 200 (issue 54).
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-lines-per-function': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
    },
  },
  // What the server holds idle, and which way imports run: one rule, so each layer's entry below
  // repeats the packages (a later entry's options replace an earlier one's).
  ...importRules(),
  {
    // Tests assert on what they just fetched; a failed lookup fails the test anyway.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
