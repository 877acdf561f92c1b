import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { languages } from "./app/i18n/languages.ts";
import en from "./app/i18n/locales/en/index.ts";
import hi from "./app/i18n/locales/hi/index.ts";
import { messageGroups } from "./app/i18n/message-group-sections.ts";

/**
 * Conform's Zod adapter builds its form-value coercion from four classic-Zod constructors (lazy,
 * optional, pipe, transform), which pull classic Zod into the browser beside our Zod Mini
 * schemas. Zod Mini has the same four with the same signatures, so the browser build gives the
 * adapter those. The server keeps classic Zod; both are Zod core schemas and mix freely.
 */
function conformWithZodMini(): Plugin {
  return {
    name: "reviewkaro:conform-with-zod-mini",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source !== "zod/v4" || !importer?.includes("/@conform-to/zod/")) return null;
      return this.resolve("zod/mini", importer, { skipSelf: true });
    },
  };
}

const groupsModule = "virtual:message-groups";
/** For the server: each language and group's script in the client build, to preload it. */
const groupFilesModule = "virtual:message-group-files";
const groupModule = /^virtual:messages\/(\w+)-(\w+)$/;

/**
 * The browser gets the page language's messages one group at a time (app/i18n/message-group-sections.ts):
 * `virtual:message-groups` maps each language and group to a script of just those sections. The
 * message files stay whole; the build cuts them (in development each group re-exports its
 * sections of the file, so edits still reload). The server imports the message files directly.
 */
function messageGroupScripts(): Plugin {
  const messages = { en, hi } as Record<string, Record<string, unknown>>;
  let building = false;
  // Filled by the client build, which runs before the server's (React Router's buildApp).
  const clientFiles = new Map<string, string>();
  return {
    name: "reviewkaro:message-groups",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(source) {
      const ours = source === groupsModule || source === groupFilesModule;
      return ours || groupModule.test(source) ? `\0${source}` : null;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        const match =
          chunk.type === "chunk" && chunk.facadeModuleId?.startsWith("\0")
            ? groupModule.exec(chunk.facadeModuleId.slice(1))
            : null;
        if (match) clientFiles.set(`${match[1]}-${match[2]}`, `/${chunk.fileName}`);
      }
    },
    load(id) {
      if (id === `\0${groupFilesModule}`) {
        if (!building || this.environment.name === "client") return "export default {};";
        if (clientFiles.size === 0) this.error("the client build must come before the server's");
        return `export default ${JSON.stringify(Object.fromEntries(clientFiles))};`;
      }
      if (id === `\0${groupsModule}`) {
        if (this.environment.name !== "client") return "export default {};";
        const entries = languages.map((language) => {
          const groups = Object.keys(messageGroups).map(
            (group) => `${group}: () => import("virtual:messages/${language}-${group}")`,
          );
          return `${language}: { ${groups.join(", ")} }`;
        });
        return `export default { ${entries.join(", ")} };`;
      }
      const match = id.startsWith("\0") ? groupModule.exec(id.slice(1)) : null;
      if (!match) return null;
      const [, language = "", group = ""] = match;
      const sections: readonly string[] = messageGroups[group as keyof typeof messageGroups];
      if (!building) {
        const file = new URL(`./app/i18n/locales/${language}/index.ts`, import.meta.url).pathname;
        const picked = sections.map((section) => `${section}: messages.${section}`);
        return `import messages from ${JSON.stringify(file)};\nexport default { ${picked.join(", ")} };`;
      }
      const all = messages[language] ?? {};
      return `export default ${JSON.stringify(Object.fromEntries(sections.map((section) => [section, all[section]])))};`;
    },
  };
}

/** Every page's entries: the browser entry and the root route. */
const pageEntries = /[\\/]app[\\/](entry\.client|root)\.tsx$/;
/** Small primitives that nearly every hydrated page shows (a few hundred bytes each). */
const primitives = /[\\/]app[\\/]components[\\/](ui[\\/](card|label|field|input)|icon)\.tsx$/;
/** Conform and the hook that lazily adds the browser's field checks to its forms (decision 035). */
const forms =
  /[\\/](node_modules[\\/]@conform-to[\\/](react|dom)[\\/]|app[\\/]forms[\\/]use-browser-checks\.ts$)/;
/** React and React DOM: the runtime every hydrated page and every island loads first. */
const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** React Router's client: what a page hydrated by the router loads beside React (not an island). */
const router = /[\\/]node_modules[\\/]react-router[\\/]/;

/** The islands' browser entry (decision 141) and the files of islands, `*.island.tsx`. */
const islandEntryFile = fileURLToPath(
  new URL("./app/islands/hydrate-islands.client.tsx", import.meta.url),
);
const islandFile = /[\\/]([\w-]+)\.island\.tsx$/;
const islandFilesModule = "virtual:island-files";

/** Every module these import statically, themselves included. */
function staticClosure(
  starts: string[],
  importsOf: (id: string) => readonly string[] | undefined,
): Set<string> {
  const found = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(importsOf(id) ?? []));
  }
  return found;
}

/**
 * Rolldown gives each set of routes that shares a module its own chunk, so a page loaded ~40
 * chunks of a few hundred bytes each, and each compresses on its own: 38 KB of gzip where the
 * same code is 30 KB in one file (decision 015). Three chunks hold what every hydrated page
 * needs: React, React Router, and the shell (what the browser entry and the root route import
 * statically, found once the module graph is complete, and the small primitives most pages
 * show); what is left stays split by route as before.
 *
 * Islands (decision 141): the client build gets a second entry, the islands' own, which loads
 * React without React Router. What it and the islands import is kept out of the shell (whose
 * modules import the router); the server gets each island's files to start them in `<head>`.
 */
function everyPageChunks(): Plugin[] {
  const shell = new Set<string>();
  const islands = new Set<string>();
  let building = false;
  // Filled by the client build, which runs before the server's (React Router's buildApp).
  const files: Record<string, string[]> = {};
  const islandFiles: Plugin = {
    name: "reviewkaro:island-files",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: (source) => (source === islandFilesModule ? `\0${source}` : null),
    load(id) {
      if (id !== `\0${islandFilesModule}`) return null;
      if (!building || this.environment.name === "client") return "export default {};";
      if (!files.entry) this.error("the client build must come before the server's");
      return `export default ${JSON.stringify(files)};`;
    },
  };
  const chunks: Plugin = {
    name: "reviewkaro:every-page-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      if (building) this.emitFile({ type: "chunk", id: islandEntryFile, name: "islands" });
    },
    buildEnd() {
      // Added to, not replaced: React Router's build runs this plugin on more than one graph.
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds;
      const pages = ids.filter((id) => pageEntries.test(id));
      for (const id of staticClosure(pages, importsOf)) shell.add(id);
      const ours = ids.filter((id) => id === islandEntryFile || islandFile.test(id));
      for (const id of staticClosure(ours, importsOf)) islands.add(id);
      // An island that imports React Router's client would load it all: the point of islands.
      const routed = [...islands].find((id) =>
        importsOf(id)?.some((imported) => router.test(imported)),
      );
      if (routed) this.error(`${routed} imports React Router, and an island imports it`);
    },
    outputOptions(options) {
      // A group takes what its modules import as well (Rolldown's default), so what the shell
      // shares with the islands is a chunk of its own, taken first: the islands then load no
      // module that imports the router.
      const shared = (id: string) => islands.has(id) && (shell.has(id) || primitives.test(id));
      options.codeSplitting = {
        groups: [
          { name: "react", test: react, priority: 4 },
          { name: "router", test: router, priority: 3 },
          { name: "common", test: shared, priority: 2 },
          {
            name: "shell",
            test: (id) => (shell.has(id) && !pageEntries.test(id)) || primitives.test(id),
            priority: 1,
          },
          { name: "forms", test: forms, priority: 1 },
        ],
      };
      return options;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === "chunk" ? [[chunk.fileName, chunk]] : [],
        ),
      );
      const withImports = (fileName: string) =>
        [...staticClosure([fileName], (file) => chunks.get(file)?.imports)].map(
          (file) => `/${file}`,
        );
      for (const chunk of chunks.values()) {
        const module = chunk.facadeModuleId ?? "";
        if (module === islandEntryFile) files.entry = withImports(chunk.fileName);
        const island = islandFile.exec(module)?.[1];
        if (island) files[island] = withImports(chunk.fileName);
      }
    },
  };
  return [islandFiles, chunks];
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is our Express app, so the whole server is one module graph
    // (one database handle) in development and in production.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [
    tailwindcss(),
    conformWithZodMini(),
    messageGroupScripts(),
    everyPageChunks(),
    reactRouter(),
  ],
});
