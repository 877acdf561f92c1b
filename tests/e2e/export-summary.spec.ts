import { strFromU8, unzipSync } from "fflate";
import { expect, test, visit } from "./support/fixtures";
import { newReviewer } from "./support/rewards";
import { toastOn } from "./support/toast";

/**
 * Issue 46 point 18 (decision 111): 'Download my data' opens with summary.html, a page a person
 * reads in their own language, as the 'Your data' page says (dataRights.downloadSummary).
 */

const texts = {
  en: {
    promise: "It opens with summary.html, a page you can read in any browser",
    prepare: "Prepare my data",
    ready: "Your data is ready",
    download: "Download my data (ZIP)",
    inSummary: [
      '<html lang="en">',
      "<h1>Your data at ReviewKaro</h1>",
      "<dt>Account type</dt><dd>Reviewer</dd>",
      "<dt>Public name on reviews</dt><dd>Kiran P.</dd>",
      "You have not written a review.",
      "<dt>Balance now</dt><dd>₹0</dd>",
      "Your consents",
      "I am 18 or older (declaration)",
      "<code>consents.json</code>",
    ],
  },
  hi: {
    promise: "इसमें सबसे पहले summary.html है",
    prepare: "मेरा डेटा तैयार करें",
    ready: "आपका डेटा तैयार है",
    download: "मेरा डेटा डाउनलोड करें (ZIP)",
    inSummary: [
      '<html lang="hi">',
      "<h1>ReviewKaro पर आपका डेटा</h1>",
      "<dt>खाते का प्रकार</dt><dd>रिव्यूअर</dd>",
      "<dt>रिव्यू पर दिखने वाला नाम</dt><dd>Kiran P.</dd>",
      "आपने अभी तक कोई रिव्यू नहीं लिखा है।",
      "<dt>अभी का बैलेंस</dt><dd>₹0</dd>",
      "आपकी सहमतियाँ",
      "मेरी उम्र 18 साल या ज़्यादा है (घोषणा)",
      "<code>consents.json</code>",
    ],
  },
} as const;

for (const language of ["en", "hi"] as const) {
  test(`the data download opens with a readable summary.html in the person's language (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const said = texts[language];
    await newReviewer(page);
    // The language the person uses the site in is the summary's (their profile's).
    const switched = await page.request.post("/set-language", {
      form: { lang: language },
      maxRedirects: 0,
    });
    expect(switched.status()).toBeLessThan(400);

    await visit(page, "/account");
    await expect(page.getByText(said.promise)).toBeVisible();
    await page.getByRole("button", { name: said.prepare }).click();
    await expect(toastOn(page)).toContainText(said.ready);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: said.download }).click();
    const download = await downloading;
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)));

    // The readable page is first, beside the machine files.
    expect(Object.keys(zip)[0]).toBe("summary.html");
    expect(Object.keys(zip)).toContain("profile.json");
    const summary = strFromU8(zip["summary.html"] ?? new Uint8Array());
    for (const text of said.inSummary) expect(summary).toContain(text);

    // It reads as a page in the browser too: its heading, in the person's language. Opened as a
    // file is, in a blank tab (not under the site's Content-Security-Policy).
    const reader = await page.context().newPage();
    await reader.setContent(summary);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(
      language === "en" ? "Your data at ReviewKaro" : "ReviewKaro पर आपका डेटा",
    );
  });
}
