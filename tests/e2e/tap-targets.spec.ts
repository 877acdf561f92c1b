import { contextIn, languages } from "./support/axe";
import { expect, test, visit } from "./support/fixtures";
import { smallTapTargets } from "./support/tap-targets";

const phone = { viewport: { width: 360, height: 740 } };

for (const language of languages) {
  test(`every control of the signed-out pages is a 44 px target on a phone (${language})`, async ({
    browser,
  }) => {
    const context = await contextIn(browser, language, undefined, phone);
    const page = await context.newPage();
    for (const url of [
      "/",
      "/login",
      "/signup",
      "/forgot-password",
      "/contact",
      "/terms",
      "/grievance",
      "/no-such-page",
    ]) {
      await visit(page, url);
      expect.soft(await smallTapTargets(page), `small targets on ${url}`).toEqual([]);
    }
    await context.close();
  });
}
