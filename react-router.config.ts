import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The page carries every route's entry (about 1 KB gzip for our routes) instead of asking
  // /__manifest after hydrating: one request less on a slow phone, and no router update that
  // would make a part waiting for its first touch fetch its script early.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
