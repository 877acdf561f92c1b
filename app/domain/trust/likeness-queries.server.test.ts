import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COPIED_TEXT_SIMILARITY, comparableText } from "./comparable-text";
import { textBands } from "./text-bands";

// Reviews of one dhaba, as people write them. Each `copies` entry is a lightly edited copy of
// `original` that must be flagged; each `honest` entry is another visit that must not be.
const english = {
  original:
    "We went to Sharma Dhaba on Saturday evening with family. The dal makhani was creamy and rich, the butter naan came hot from the tandoor and the lassi was thick. Service was a bit slow because it was crowded, but the staff were polite and the bill was reasonable for six people.",
  copies: {
    "words swapped and changed":
      "We visited Sharma Dhaba on Sunday evening with friends. The dal makhani was rich and creamy, the butter naan came hot from the tandoor and the lassi was really thick. Service was a little slow since it was crowded, but the staff were polite and the bill was fair for six people.",
    "a sentence added":
      "We went to Sharma Dhaba on Saturday evening with family. The dal makhani was creamy and rich, the butter naan came hot from the tandoor and the lassi was thick. Service was a bit slow because it was crowded, but the staff were polite and the bill was reasonable for six people. Parking is easy to find outside and the washrooms were clean. Will surely come again!",
    "a sentence dropped":
      "We went to Sharma Dhaba on Saturday evening with family. The dal makhani was creamy and rich, the butter naan came hot from the tandoor and the lassi was thick. Worth it!",
    "case, punctuation, digits and emoji":
      "WE WENT TO SHARMA DHABA ON SATURDAY EVENING WITH FAMILY!!! The dal makhani was creamy & rich; the butter-naan came hot from the tandoor, and the lassi was thick... Service was a bit slow (it was crowded) but the staff were polite and the bill was reasonable for 8 people 👍👍",
    "the same text for another shop":
      "We went to Gupta Sweets on Saturday evening with family. The dal makhani was creamy and rich, the butter naan came hot from the tandoor and the lassi was thick. Service was a bit slow because it was crowded, but the staff were polite and the bill was reasonable for six people.",
  },
  honest: {
    "other dishes":
      "Sharma Dhaba is my go-to place for Punjabi food. I ordered paneer tikka and jeera rice; the paneer was soft and smoky but the rice was slightly overcooked. The waiter suggested the gulab jamun which was excellent. Prices are okay and there is enough parking space.",
    "a weekday lunch":
      "Visited for lunch on a weekday. The place was clean and quiet, and the food arrived in fifteen minutes. The chole bhature were fluffy and the chole were spicy, just how I like them. Washrooms could be cleaner. Overall a good experience, and the staff were polite.",
    "the same dishes, other words":
      "Good food, good service, polite staff and fair prices. We had the dal makhani and butter naan, both tasty, and the lassi was fresh. The place was crowded on the weekend evening so we waited twenty minutes for a table, but it was worth it for a family dinner.",
  },
};

const hindi = {
  original:
    "शनिवार को हम परिवार के साथ शर्मा ढाबा गए। दाल मखनी बहुत स्वादिष्ट थी, तंदूरी रोटी गरम थी और लस्सी गाढ़ी थी। भीड़ की वजह से सर्विस थोड़ी धीमी थी, लेकिन स्टाफ़ विनम्र था और छह लोगों का बिल भी ठीक था। हम फिर ज़रूर आएँगे।",
  copies: {
    "nukta, chandrabindu, danda and digits":
      "शनिवार को हम परिवार के साथ शर्मा ढाबा गए. दाल मखनी बहुत स्वादिष्ट थी, तन्दूरी रोटी गरम थी और लस्सी गाढी थी! भीड की वजह से सर्विस थोडी धीमी थी लेकिन स्टाफ विनम्र था और 6 लोगों का बिल भी ठीक था। हम फिर जरूर आएंगे॥",
    "words changed and a sentence added":
      "रविवार को हम दोस्तों के साथ शर्मा ढाबा गए। दाल मखनी बहुत ही स्वादिष्ट थी, तंदूरी रोटी गरम थी और लस्सी गाढ़ी थी। भीड़ के कारण सर्विस थोड़ी धीमी थी, लेकिन स्टाफ़ विनम्र था और छह लोगों का बिल भी ठीक था। पार्किंग भी आसानी से मिल गई।",
  },
  honest: {
    "other dishes":
      "शर्मा ढाबा का पनीर टिक्का मुझे बहुत पसंद है। इस बार जीरा राइस थोड़ा ज़्यादा पका हुआ था, पर गुलाब जामुन शानदार थे। वेटर ने अच्छे सुझाव दिए। दाम ठीक हैं और बाहर गाड़ी खड़ी करने की जगह भी है। दोपहर में जाएँ तो भीड़ कम मिलती है।",
    "a weekday lunch":
      "दोपहर के खाने के लिए गया था। जगह साफ़ थी और खाना पंद्रह मिनट में आ गया। छोले भटूरे फूले हुए थे और छोले तीखे थे। वॉशरूम और साफ़ हो सकते थे। स्टाफ़ विनम्र था और कुल मिलाकर अनुभव अच्छा रहा।",
  },
};

const hinglish = {
  original:
    "Sharma Dhaba ka khana bahut accha tha. Dal makhani ekdum creamy thi aur butter naan garam garam aaya. Lassi bhi gaadhi thi. Bheed ki wajah se service thodi slow thi lekin staff polite tha aur chhe logon ka bill bhi theek tha. Zaroor jaana chahiye.",
  copies: {
    "spelt by ear":
      "Sharma Dhaabe ka khaana bohot achha tha. Daal makhni ekdam creamy thi aur butter nan garam garam aya. Lassi bhi gadhi thi. Bheed ki vajah se service thodi slow thi lekin staff polite tha aur 6 logo ka bill bhi thik tha. Jarur jana chahiye!!",
    "words swapped":
      "Sharma Dhaba ka khana sach mein bahut accha tha. Butter naan garam garam aaya aur dal makhani ekdum creamy thi. Lassi bhi gaadhi thi. Service thodi slow thi bheed ki wajah se, lekin staff polite tha aur bill bhi theek tha. Zaroor jaana chahiye.",
  },
  honest: {
    "other dishes":
      "Sharma Dhaba mein paneer tikka aur jeera rice order kiya. Paneer soft tha par rice thoda zyada pak gaya tha. Waiter ne gulab jamun suggest kiya jo kamaal ka tha. Daam theek hai aur parking ki jagah bhi mil jaati hai. Dopahar mein bheed kam hoti hai.",
    "a weekday lunch":
      "Weekday lunch ke liye gaye the. Jagah saaf thi aur khana pandrah minute mein aa gaya. Chole bhature fluffy the aur chole teekhe the, bilkul mere taste ke. Washroom thoda aur saaf ho sakta tha. Staff polite tha, overall accha experience raha.",
  },
};

const languages = { english, hindi, hinglish };
// Every pair stays this far from the threshold, so rewording one sample cannot flip the verdict.
const MARGIN = 0.05;

let client: PGlite;

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  await client.exec("create extension if not exists pg_trgm");
}, 60_000);

afterAll(async () => {
  await client?.close();
});

async function similarity(a: string, b: string): Promise<number> {
  const { rows } = await client.query<{ s: number }>("select similarity($1, $2) as s", [
    comparableText(a),
    comparableText(b),
  ]);
  return Number(rows[0]?.s);
}

describe.each(Object.entries(languages))("copied %s reviews", (_name, sample) => {
  it.each(Object.entries(sample.copies))(
    "a lightly edited copy (%s) reaches the threshold",
    async (_edit, copy) => {
      expect(await similarity(sample.original, copy)).toBeGreaterThanOrEqual(
        COPIED_TEXT_SIMILARITY + MARGIN,
      );
    },
  );

  it.each(Object.entries(sample.honest))(
    "an honest different review of the same shop (%s) stays below it",
    async (_visit, honest) => {
      expect(await similarity(sample.original, honest)).toBeLessThan(
        COPIED_TEXT_SIMILARITY - MARGIN,
      );
    },
  );
});

describe.each(Object.entries(languages))("the bands of copied %s reviews", (_name, sample) => {
  it.each(Object.entries(sample.copies))(
    "a copy (%s) shares a band with its original",
    (_edit, copy) => {
      const original = textBands(comparableText(sample.original));
      expect(textBands(comparableText(copy)).some((value) => original.includes(value))).toBe(true);
    },
  );
});

// The lookups' index use on the migrated schema: tests/integration/review-flag-lookups.test.ts.
