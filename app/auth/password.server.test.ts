import { describe, expect, it } from "vitest";
import { hashPassword, passwordSchema, verifyPassword } from "./password.server";

describe("hashPassword and verifyPassword", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("chai-and-samosa");
    expect(await verifyPassword("chai-and-samosa", stored)).toBe(true);
    expect(await verifyPassword("chai-and-samosa!", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("stores scrypt parameters, a 16-byte salt and no clear text", async () => {
    const stored = await hashPassword("chai-and-samosa");
    const [scheme, N, r, p, salt, hash] = stored.split("$");
    expect(scheme).toBe("scrypt");
    expect(Number(N)).toBeGreaterThanOrEqual(2 ** 14);
    expect(Number(r)).toBe(8);
    expect(Number(p)).toBe(1);
    expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(hash ?? "", "base64url").length).toBeGreaterThanOrEqual(32);
    expect(stored).not.toContain("chai");
  });

  it("salts every hash differently", async () => {
    const [first, second] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(first).not.toBe(second);
  });

  it("treats the same text in composed and decomposed Unicode as the same password", async () => {
    const stored = await hashPassword("café");
    expect(await verifyPassword("cafe\u0301", stored)).toBe(true);
  });

  it("keeps working with hashes made with other parameters", async () => {
    // Made with N = 2^14: older hashes verify after the cost changes.
    const older =
      "scrypt$16384$8$1$AAECAwQFBgcICQoLDA0ODw$lUTkiXnaPIlt-39_W8AV-zIOgQ-DcviNZtmSHaWiqmU";
    expect(await verifyPassword("secret", older)).toBe(true);
    expect(await verifyPassword("Secret", older)).toBe(false);
  });

  it.each([
    "",
    "plain-text",
    "bcrypt$10$abc",
    "scrypt$16384$8$1$AAECAwQFBgcICQoLDA0ODw",
    "scrypt$16385$8$1$AAECAwQFBgcICQoLDA0ODw$lUTkiXnaPIlt-39_W8AV-zIOgQ-DcviNZtmSHaWiqmU",
    "scrypt$1073741824$8$1$AAECAwQFBgcICQoLDA0ODw$lUTkiXnaPIlt-39_W8AV-zIOgQ-DcviNZtmSHaWiqmU",
    "scrypt$16384$0$1$AAECAwQFBgcICQoLDA0ODw$lUTkiXnaPIlt-39_W8AV-zIOgQ-DcviNZtmSHaWiqmU",
    "scrypt$16384$8$1$$lUTkiXnaPIlt-39_W8AV-zIOgQ-DcviNZtmSHaWiqmU",
    "scrypt$16384$8$1$AAECAwQFBgcICQoLDA0ODw$",
  ])("answers false for the malformed stored value %j", async (stored) => {
    expect(await verifyPassword("secret", stored)).toBe(false);
  });
});

describe("passwordSchema", () => {
  it("needs at least 6 characters", () => {
    expect(passwordSchema.safeParse("123456").success).toBe(true);
    const short = passwordSchema.safeParse("12345");
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      "credentials.passwordTooShort",
    ]);
  });
});
