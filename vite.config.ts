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
/** React, React DOM and React Router: the runtime every hydrated page loads first. */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Rolldown gives each set of routes that shares a module its own chunk, so a page loaded ~40
 * chunks of a few hundred bytes each, and each compresses on its own: 38 KB of gzip where the
 * same code is 30 KB in one file (decision 015). Two chunks hold what every page needs: the
 * framework, and the shell (what the browser entry and the root route import statically, found
 * once the module graph is complete, and the small primitives most pages show); what is left
 * stays split by route as before.
 */
function everyPageChunks(): Plugin {
  const shell = new Set<string>();
  return {
    name: "reviewkaro:every-page-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const stack = [...this.getModuleIds()].filter((id) => pageEntries.test(id));
      while (stack.length) {
        const id = stack.pop() as string;
        if (shell.has(id)) continue;
        shell.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      options.codeSplitting = {
        groups: [
          { name: "framework", test: framework, priority: 2 },
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
  };
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
