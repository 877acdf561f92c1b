import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is our Express app, so the whole server is one module graph
    // (one database handle) in development and in production.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), conformWithZodMini(), reactRouter()],
});
