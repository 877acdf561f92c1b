/** The policy pages and their addresses (routes.ts serves each with policy-page.tsx). */
export const POLICY_PATHS = {
  terms: "/terms",
  reviewPolicy: "/review-policy",
  privacy: "/privacy",
  grievance: "/grievance",
} as const;
export type PolicyName = keyof typeof POLICY_PATHS;

/** Each page's sections in reading order: the keys of `policies.<page>.sections` in the messages. */
const SECTIONS: Record<PolicyName, readonly string[]> = {
  terms: ["honest", "reward", "otherPlatforms", "proof", "withdraw", "accounts", "copying"],
  reviewPolicy: ["criteria", "rating", "ratingBlind", "reasons", "publication", "never"],
  privacy: [
    "collect",
    "use",
    "consent",
    "age",
    "public",
    "photoPlace",
    "shared",
    "keep",
    "rights",
    "staff",
    "complaints",
    "board",
    "report",
  ],
  grievance: [],
};

export function policyAt(pathname: string): PolicyName | null {
  const found = Object.entries(POLICY_PATHS).find(([, path]) => path === pathname);
  return found ? (found[0] as PolicyName) : null;
}

export function policySections(policy: PolicyName): readonly string[] {
  return SECTIONS[policy];
}
