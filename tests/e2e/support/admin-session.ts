import type { Browser, BrowserContext } from "@playwright/test";
import { adminLogIn, visit } from "./fixtures";

type ContextOptions = NonNullable<Parameters<Browser["newContext"]>[0]>;

/**
 * The admin of a server of a test's own, signed in once (a second OTP within a minute is refused)
 * and then given to each test as a new context with that session, in the options it asks for.
 */
export function adminSessionOn(base: () => ContextOptions = () => ({})) {
  let session: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
  return async (browser: Browser, options: ContextOptions = {}) => {
    const admin = await browser.newContext({
      ...base(),
      ...options,
      ...(session ? { storageState: session } : {}),
    });
    const adminPage = await admin.newPage();
    if (session) await visit(adminPage, "/admin/reviews");
    else {
      await adminLogIn(adminPage);
      session = await admin.storageState();
    }
    return { admin, adminPage };
  };
}
