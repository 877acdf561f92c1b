import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { factValues } from "./facts";
import en from "./locales/en";
import hi from "./locales/hi";
import { serverT } from "./translate.server";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{?\s*(\w+)\s*\}?\}/g)].map((m) => m[1]).sort();

describe("message files", () => {
  const english = flatten(en as unknown as Tree);
  const hindi = flatten(hi as unknown as Tree);

  it("Hindi has every English key and nothing else", () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("no message is empty and every placeholder survives translation", () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe("");
      expect(hindi.get(key)?.trim(), key).not.toBe("");
      expect(placeholders(hindi.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("Hindi is written in Devanagari, not left in English", () => {
    // Names, numbers, emails and the language switch itself may stay as they are.
    const sameAllowed =
      /^(common\.(productName|switchTo\w+)|contact\.(supportPhoneDisplay|supportEmail|emailPlaceholder)|credentials\.(mobilePlaceholder|countryCode)|business\.mapsPlaceholder|campaign\.percent|payouts\.(downloadCsv|downloadPdf|utrLabel)|nominee\.current)$/;
    for (const [key, text] of hindi) {
      if (sameAllowed.test(key)) continue;
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("keeps the spec's quoted English texts word for word", () => {
    expect(en.landing.heroTitle).toBe("Write Reviews. Earn Money.");
    expect(en.landing.ctaUser).toBe("I'm a User – Start Earning");
    expect(en.landing.ctaBusiness).toBe("I'm a Business – Get Reviews Now");
    expect(en.landing.featuresTitle).toBe("Why Choose ReviewKaro?");
    expect(en.landing.closingCta).toBe("Boost My Business");
    expect(en.footer.copyright).toBe("© 2025 ReviewKaro. All rights reserved.");
    expect(en.contact.sentTitle).toBe("Message Sent!");
    expect(en.contact.sentText).toBe(
      "Thank you for reaching out. We will get back to you shortly.",
    );
    expect(en.errors.unexpected).toBe("Unexpected Application Error!");
    // As rendered: the minimum is a fact the translator fills in (decision 115).
    expect(serverT("en")("reviewer.requestPayout")).toBe(
      `Request Payout (Min ${factValues.minimumPayout})`,
    );
    expect(en.payout.title).toBe("Request Payout");
    expect(en.payout.send).toBe("Send Payout Request");
    expect(en.payout.upiRequired).toBe("UPI ID required");
    expect(en.payout.upiInvalid).toBe("Invalid UPI ID");
    expect(en.payout.requestedTitle).toBe("Payout Requested");
    expect(en.payout.markPaid).toBe("Mark Paid");
    expect(en.admin.noPendingPayouts).toBe("No pending payouts.");
  });
});

/** Every .ts/.tsx source under app/, without tests and the message files themselves. */
function appSources(folder = path.resolve("app")): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : appSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("message keys in the code", () => {
  it("every key the code names (form errors, toasts, labels) exists in English and Hindi", () => {
    const english = flatten(en as unknown as Tree);
    const hindi = flatten(hi as unknown as Tree);
    const namespaces = Object.keys(en).join("|");
    const keyLiteral = new RegExp(`["'\`]((?:${namespaces})\\.[A-Za-z0-9_.]+)["'\`]`, "g");
    const has = (messages: Map<string, string>, key: string) =>
      messages.has(key) || messages.has(`${key}_one`) || messages.has(`${key}_other`);
    const missing: string[] = [];
    for (const file of appSources()) {
      for (const [, key = ""] of readFileSync(file, "utf8").matchAll(keyLiteral)) {
        if (key.endsWith(".")) continue;
        if (!has(english, key) || !has(hindi, key)) {
          missing.push(`${path.relative(process.cwd(), file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
