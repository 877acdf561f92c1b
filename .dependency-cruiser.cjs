// The layers of app/, checked by `npm run lint` (docs/ARCHITECTURE.md, decision 021):
//   routes (and root.tsx) → components, browser → auth, http → domain → storage, events, config, notifications → db
// Beside them lie the foundations every layer may use: i18n, forms (with zod.ts) and logging.
// Inside the domain, its concept folders have an order of their own (DOMAIN_CONCEPTS, decision 047).
// A layer may import any layer below it, never one above. Tests (tests/, bench/, scripts/, the
// *.test.* files beside the code and the storage contract suite) may import anything; only the
// cycle rule applies to them.

const ROUTES = "^app/(routes/|root[.]tsx$)";
// The modules React Router loads as routes: a file directly in app/routes, a folder's route.tsx
// (a page's resource routes are folders inside its folder, each with its route.ts) and root.tsx.
// The other files of a route folder are its sections and helpers, ordinary browser code.
const ROUTE_MODULES = "^app/(routes/[^/]+|routes/.+/route[.]tsx?|root[.]tsx)$";
const COMPONENTS = "^app/(components|browser)/";
const AUTH_HTTP = "^app/(auth|http)/";
const DOMAIN = "^app/domain/";
// The domain's rooms, lowest first: a concept may import its own folder and the ones before it,
// never one after (a subfolder such as money/payouts belongs to its concept). A new concept
// takes its place here, and tests/unit/rooms.test.ts fails until it has one.
const DOMAIN_CONCEPTS = [
  "shared",
  "documents",
  "proofs",
  "money",
  "trust",
  "campaigns",
  "orders",
  "reviews",
  "grievances",
  "moderation",
  "privacy",
  "breach",
  "jobs",
  "transparency",
];
// notifications: the SMS providers (decision 117), which auth (OTPs) and the domain both send through.
const STORAGE_EVENTS = "^app/(storage|events|config|notifications)/";
const DB = "^app/db/";
const FOUNDATIONS = "^app/(i18n|forms|logging)/";
// The facts that texts state, in the bottom layer beside the schema that checks them (decision 115).
const FACTS = "^app/db/(prices|cities)[.]ts$";
const TESTS = "[.]test[.][jt]sx?$|^app/storage/storage-contract[.]ts$";
const SERVER_MODULE = "[.]server[.][cm]?[jt]sx?$";
// Never in the browser although their names lack `.server`: the server's entry, the route
// config (read by the build), the migration command, and the schema, one file or a folder of
// them (Drizzle; components may import its types).
const SERVER_ONLY = `${SERVER_MODULE}|^app/(entry[.]server[.]tsx|routes[.]ts|db/migrate-cli[.]ts|db/schema[.]ts|db/schema/[^/]+[.]ts)$`;
// Packages for the server only: databases, images, S3, logs, metrics, error reports, HTTP, charts, CSV, and the phone metadata
// (about 25 KB gzip) that docs/performance.md promises stays off the phone.
const SERVER_PACKAGES =
  "^node_modules/(pg|@electric-sql/pglite|drizzle-orm|drizzle-kit|sharp|@aws-sdk/[^/]+|pino|pino-http|express|helmet|compression|rate-limiter-flexible|qrcode|libphonenumber-js|echarts|zrender|csv-stringify|pdfkit|fontkit|dejavu-fonts-ttf|prom-client|@sentry/[^/]+)/";
// Route modules may import *.server modules: React Router removes loader, action, middleware
// and headers from the browser's copy, and `react-router build` fails if a *.server module is
// still reached (decision 021). Nothing else gets that treatment.
const BROWSER_REACHABLE = { path: "^app/", pathNot: `${SERVER_ONLY}|${ROUTE_MODULES}|${TESTS}` };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment:
        "A cycle, even through `import type`, makes two modules one: move what both need below both.",
      from: {},
      to: { circular: true },
    },
    {
      name: "only-routes-import-routes",
      severity: "error",
      comment:
        "Routes are the top layer: what a component or service needs from a route is passed to it, or moves down. (Each rule below names only the layers under routes, so a violation is reported once.)",
      from: { path: "^app/", pathNot: `${ROUTES}|^app/routes[.]ts$|${TESTS}` },
      to: { path: ROUTES },
    },
    {
      name: "auth-and-http-below-components",
      severity: "error",
      comment:
        "Sessions, OTP, guards, the request context and HTTP answers know nothing of screens or the browser.",
      from: { path: AUTH_HTTP, pathNot: TESTS },
      to: { path: COMPONENTS },
    },
    {
      name: "domain-below-auth",
      severity: "error",
      comment:
        "The domain is the business: no React, routes, sessions or requests; callers pass plain typed inputs.",
      from: { path: DOMAIN, pathNot: TESTS },
      to: { path: `${COMPONENTS}|${AUTH_HTTP}` },
    },
    ...DOMAIN_CONCEPTS.slice(0, -1).map((concept, index) => ({
      name: "domain-concepts-in-order",
      severity: "error",
      comment: `A domain concept uses only those before it in ${DOMAIN_CONCEPTS.join(", ")}: what two concepts both need moves to the earlier one, or the code moves to the concept it serves.`,
      from: { path: `^app/domain/${concept}/`, pathNot: TESTS },
      to: { path: `^app/domain/(${DOMAIN_CONCEPTS.slice(index + 1).join("|")})/` },
    })),
    {
      name: "storage-and-events-below-domain",
      severity: "error",
      comment:
        "File storage, live events, the SMS providers and the configuration read at boot carry what the domain hands them and hold no rule.",
      from: { path: STORAGE_EVENTS, pathNot: TESTS },
      to: { path: `${COMPONENTS}|${AUTH_HTTP}|${DOMAIN}` },
    },
    {
      name: "db-imports-only-db",
      severity: "error",
      comment:
        "app/db is the bottom layer: it imports app/db, packages and the logger; a value both the schema and the domain need lives in app/db.",
      from: { path: DB, pathNot: TESTS },
      to: { path: "^app/", pathNot: `${DB}|^app/logging/|${ROUTES}` },
    },
    {
      name: "foundations-import-only-foundations",
      severity: "error",
      comment:
        "i18n, forms (with zod.ts) and logging serve every layer, so they import none of them; the facts the texts state (prices, cities) they read from app/db, which imports nothing (decision 115).",
      from: { path: FOUNDATIONS, pathNot: TESTS },
      to: { path: "^app/", pathNot: `${FOUNDATIONS}|${ROUTES}|${FACTS}` },
    },
    {
      name: "app-never-imports-server-tests-bench",
      severity: "error",
      comment: "The app never imports the Express entry, tests, benchmarks or scripts.",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^(server|tests|bench|scripts)/" },
    },
    {
      name: "browser-code-never-imports-server-modules",
      severity: "error",
      comment:
        "Only route modules may import *.server modules (and the other server-only ones); anything else that needs one is a *.server module itself. `import type` is allowed: it is erased.",
      from: BROWSER_REACHABLE,
      to: { path: SERVER_ONLY, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "browser-code-never-imports-server-packages",
      severity: "error",
      comment:
        "The build would bundle them into the page without a word; code that needs one is a *.server module.",
      from: BROWSER_REACHABLE,
      to: { path: SERVER_PACKAGES, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "browser-code-never-imports-node",
      severity: "error",
      comment:
        "Node built-ins do not exist in the browser, and the build only warns when it stubs one out.",
      from: BROWSER_REACHABLE,
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "no-ocr-in-requests",
      severity: "error",
      comment:
        "OCR takes about a second of a core: only the bill-reading job runs it, after commit (decision 129). No route, and so no submission, may reach it.",
      from: { path: "^app/(routes|domain/reviews)/" },
      to: {
        path: "(^|/)node_modules/tesseract[.]js/|^app/domain/proofs/read-bill[.]server[.]ts$",
        reachable: true,
      },
    },
    {
      name: "every-import-resolves",
      severity: "error",
      comment:
        "An alias that stopped resolving would let every rule above pass without looking. React Router's generated +types and virtual modules are not files.",
      from: { path: "^(app|server)/" },
      to: { couldNotResolve: true, pathNot: "^virtual:|(^|/)[+]types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^app/db/migrations/", "(^|/)[.]react-router/", "^build/"] },
    // Type-only imports are arrows too: each of the two cycles issue 16 names ran through one.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".json", ".d.ts"],
    },
  },
};
