import { parse, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { browserChecks, FormChecksName } from "./field-checks";

type ChecksModule = typeof import("./field-checks");

/**
 * Conform's options that re-check a form in the browser as the person corrects it (decision
 * 035). The checks are downloaded only once the server has answered a submit with errors: a
 * form filled in right the first time never needs them. Until they arrive the form stays
 * checked by the server alone, on submit.
 */
export function useBrowserChecks<Value>(
  name: FormChecksName,
  lastResult: SubmissionResult<string[]> | null | undefined,
): Partial<ReturnType<typeof browserChecks<Value>>> {
  const [checks, setChecks] = useState<ChecksModule>();
  const failed = lastResult?.status === "error";
  useEffect(() => {
    // Offline or a stale deploy: the server still checks every submit.
    if (failed) import("./field-checks").then(setChecks, () => {});
  }, [failed]);
  return checks ? checks.browserChecks<Value>(name, parse) : {};
}
