import type { PromiseEntry } from "./types";

/**
 * The operations area's promises (decision 094): the contact page's security contact. The privacy
 * page's "Server logs … 180 days" (policies.privacy.sections.keep.text) is the privacy area's
 * entry; tests/e2e/operations.spec.ts proves its log part.
 */
export const promises: readonly PromiseEntry[] = [
  {
    key: "contact.securityLabel",
    promise:
      "A security problem reported on /contact reaches the operator's configured security contact, the same address /.well-known/security.txt gives; a production server does not start without one.",
    keptBy: [
      "app/routes/contact.tsx",
      "app/config/operator-config.server.ts#requiredInProduction",
      "server/operations.ts#securityTxt",
    ],
    provedBy: ["tests/e2e/operations.spec.ts"],
  },
];
