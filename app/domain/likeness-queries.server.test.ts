import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  earlierSimilarProofs,
  perceptualHashAsBigint,
  REUSED_PROOF_DISTANCE,
} from "./proof-likeness.server";
import { textBands } from "./text-bands";
import { COPIED_TEXT_SIMILARITY, comparableText } from "./text-likeness";
import { copiedTextSearchSettings, earlierSimilarTexts } from "./text-likeness.server";

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
const BACKGROUND_REVIEWS = 2000;
// Every pair stays this far from the threshold, so rewording one sample cannot flip the verdict.
const MARGIN = 0.05;

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  await client.exec("create extension if not exists pg_trgm");
  db = drizzle(client);
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

it("the earlier review most like a copy is found through the band index, not a scan", async () => {
  await client.exec(`
    create table reviews (id text primary key, comparable_text text not null, text_bands int4[] not null);
    create index reviews_text_bands on reviews using gin (text_bands);
  `);
  // Unrelated reviews' bands are unrelated 32-bit values: drawn in SQL, which is much faster.
  await client.exec(`
    insert into reviews
      select 'r' || n, md5(n::text),
        array(select hashtext(n || '-' || b) from generate_series(1, 100) b where n > 0)
      from generate_series(1, ${BACKGROUND_REVIEWS}) n`);
  const originals = generatedReviews(20);
  originals.push(comparableText(english.original));
  for (const [n, text] of originals.entries()) {
    await client.query("insert into reviews values ($1, $2, $3::int4[])", [
      `o${n + 1}`,
      text,
      `{${textBands(text).join(",")}}`,
    ]);
  }
  await client.exec("analyze reviews");
  const query = earlierSimilarTexts({
    comparable: comparableText(english.copies["words swapped and changed"]),
    exceptReviewId: "new",
    limit: 5,
  });

  const { plan, found } = await db.transaction(async (tx) => {
    await tx.execute(copiedTextSearchSettings);
    const explained = await tx.execute(sql`explain ${query}`);
    return {
      plan: explained.rows.map((row) => String(row["QUERY PLAN"])).join("\n"),
      found: (await tx.execute(query)).rows,
    };
  });

  expect(plan).toContain("Bitmap Index Scan on reviews_text_bands");
  expect(plan).not.toContain("Seq Scan");
  expect(found).toEqual([{ id: `o${originals.length}`, likeness: expect.any(Number) }]);
});

/** Reviews from a small restaurant vocabulary, deterministic (a linear congruential sequence). */
function generatedReviews(count: number): string[] {
  const words =
    "food service staff polite slow fast tasty bland spicy paneer dal naan roti rice lassi chai biryani dosa idli sambar chutney clean dirty crowded quiet family friends evening lunch dinner bill cheap costly parking waiter table order again visit good great okay bad fresh cold hot sweet salty khana bahut accha tha thi aur lekin bhi".split(
      " ",
    );
  let seed = 17;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 40 }, () => words[next() % words.length]).join(" "),
  );
}

it("an earlier proof near a new one is found by index-only scans of the band indexes", async () => {
  await client.exec(`
    create table proofs (id text primary key, perceptual_hash bigint not null, sha256 text not null);
    create index proofs_phash_band_48 on proofs (((perceptual_hash >> 48) & 65535)) include (perceptual_hash, id);
    create index proofs_phash_band_32 on proofs (((perceptual_hash >> 32) & 65535)) include (perceptual_hash, id);
    create index proofs_phash_band_16 on proofs (((perceptual_hash >> 16) & 65535)) include (perceptual_hash, id);
    create index proofs_phash_band_0 on proofs ((perceptual_hash & 65535)) include (perceptual_hash, id);
    insert into proofs
      select 'p' || n, hashtextextended(n::text, 17), md5(n::text) from generate_series(1, 20000) n;
  `);
  const earlier = "8f3a5c7e9b1d2f40";
  // The same photo after an edit: 12 of its 64 bits flipped, three in every band.
  const edited = (BigInt(`0x${earlier}`) ^ 0x0007_0700_0070_0e00n).toString(16).padStart(16, "0");
  await client.query("insert into proofs values ('earlier', $1, 'abc')", [
    perceptualHashAsBigint(earlier).toString(),
  ]);
  await client.exec("vacuum analyze proofs");
  const query = earlierSimilarProofs({
    fingerprint: { perceptualHash: edited, sha256: "def" },
    exceptProofId: "new",
    limit: 5,
  });

  const plan = (await db.execute(sql`explain ${query}`)).rows
    .map((row) => String(row["QUERY PLAN"]))
    .join("\n");
  const found = (await db.execute(query)).rows;

  for (const shift of [48, 32, 16, 0]) {
    expect(plan).toContain(`Index Only Scan using proofs_phash_band_${shift}`);
  }
  expect(plan).not.toContain("Seq Scan");
  expect(found).toEqual([{ id: "earlier", distance: 12, sameBytes: false }]);
  expect(12).toBeLessThanOrEqual(REUSED_PROOF_DISTANCE);
});
