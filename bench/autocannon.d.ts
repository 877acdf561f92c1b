// The part of autocannon 9's API the page bench uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
  };
  export type Result = {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
