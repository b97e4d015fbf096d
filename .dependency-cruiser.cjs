/**
 * The layer rules of the house, checked by `npm run lint:deps` (part of `npm test`).
 * docs/architecture.md explains the layers these rules keep apart.
 */

/** Feature folders: one name per feature in routes, components, lib and server. */
const FEATURES = [
  'auth',
  'contact',
  'gift-finder',
  'gift-search',
  'guides',
  'newsletter',
  'people',
  'product',
  'product-chat',
  'profile',
  'secret-santa',
  'wishlist',
]
const FEATURE_FOLDERS = `^app/(components|lib|server|routes)/(${FEATURES.join('|')})/`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make modules load in surprising orders and hide what depends on what. ' +
        'One is allowed: a feature table file (app/server/db/schema/<feature>.server.ts) references the ' +
        "core tables, and schema.server.ts re-exports it; Drizzle's references are lazy callbacks, so the " +
        'order of loading does not matter there.',
      from: {},
      // Except among the schema modules alone: a feature's tables (app/server/db/schema/*) reference the core
      // tables for their foreign keys, and schema.server.ts re-exports them, so Drizzle sees one schema.
      to: { circular: true, via: { pathNot: '^app/server/db/schema(\\.server\\.ts$|/)' } },
    },
    {
      name: 'server-not-to-ui',
      severity: 'error',
      comment: 'Server code (app/server and every *.server.ts) never imports components or routes.',
      // entry.server.tsx is the document renderer: rendering components is its job.
      from: { path: ['^app/server/', '\\.server\\.ts$'] },
      to: { path: ['^app/components/', '^app/routes/', '^app/root\\.tsx$'] },
    },
    {
      name: 'ui-primitives-stay-generic',
      severity: 'error',
      comment: 'components/ui holds design-system primitives: nothing from a feature, a route or the server.',
      from: { path: '^app/components/ui/' },
      to: { path: [FEATURE_FOLDERS, '^app/components/(?!ui/)', '^app/server/', '^app/routes/'] },
    },
    {
      name: 'lib-is-isomorphic',
      severity: 'error',
      comment: 'app/lib runs in the browser and on the server: no components, routes or server modules.',
      from: { path: '^app/lib/' },
      to: { path: ['^app/components/', '^app/routes/', '^app/server/', '\\.server\\.tsx?$'] },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'Components never reach server modules (the build refuses them in the browser bundle too).',
      from: { path: '^app/components/' },
      to: { path: ['^app/server/', '\\.server\\.tsx?$'] },
    },
    {
      name: 'ai-sdk-only-in-its-adapter',
      severity: 'error',
      comment: 'The AI SDK is used only by the LLM adapter of the AI port.',
      from: { pathNot: '^app/server/ai/llm/' },
      to: { path: '^node_modules/(ai|@ai-sdk/[^/]+)/' },
    },
    {
      name: 'better-auth-only-in-auth',
      severity: 'error',
      comment: 'better-auth is used only inside app/server/auth.',
      from: { pathNot: '^app/server/auth/' },
      to: { path: '^node_modules/better-auth/' },
    },
    {
      name: 'nodemailer-only-in-mail',
      severity: 'error',
      comment: 'nodemailer is used only by the mail transport.',
      from: { pathNot: '^app/server/mail/' },
      to: { path: '^node_modules/nodemailer/' },
    },
    {
      name: 'ebay-only-in-its-adapter',
      severity: 'error',
      comment: "eBay's wire format (schemas, mapper, client) is known only inside the marketplace port.",
      // Tests may build the adapter themselves, pointed at the fake eBay.
      from: { path: '^app/', pathNot: ['^app/server/marketplace/', '\\.test\\.tsx?$'] },
      to: { path: '^app/server/marketplace/ebay/' },
    },
    {
      name: 'database-drivers-only-in-db',
      severity: 'error',
      comment: 'PGlite and node-postgres are opened only by the database client.',
      from: { path: '^app/', pathNot: '^app/server/db/' },
      to: { path: '^node_modules/(@electric-sql/pglite|pg)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^build', '^\\.react-router/'] },
    // Type-only imports count too: a cycle through types is still a cycle for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
