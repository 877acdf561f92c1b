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
