declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

declare module "virtual:message-groups" {
  import type { Language } from "~/i18n/languages";
  import type { MessageGroup } from "~/i18n/message-groups";

  /** Per language and group, the script holding those sections of the messages (vite.config.ts). */
  const loaders: Record<
    Language,
    Record<MessageGroup, () => Promise<{ default: Record<string, unknown> }>>
  >;
  export default loaders;
}

declare module "virtual:message-group-files" {
  /**
   * On the server of a production build, `${language}-${group}` → the client build's script of
   * those messages (vite.config.ts), preloaded with the page; empty in the browser and in development.
   */
  const files: Record<string, string>;
  export default files;
}

declare module "virtual:island-files" {
  /**
   * On the server of a production build: `entry` → the islands' browser entry and the chunks it
   * imports, and each island's name → its chunk and the chunks that imports (vite.config.ts);
   * empty in the browser and in development.
   */
  const files: Record<string, string[]>;
  export default files;
}
