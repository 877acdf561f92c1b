/**
 * Many reviews for the copy-lookup EXPLAIN tests and the bench, made by SQL in the migrated
 * schema: random words, random band values (unrelated texts share none) and random proof hashes
 * with random proof keys (a uniform value in each table, as unrelated photos have).
 */
import { type SQL, sql } from "drizzle-orm";
import { KEY_TABLES, SAMPLED_BITS } from "~/domain/trust/proof-keys";

export const syntheticVocabulary =
  "food service staff polite slow fast tasty bland spicy paneer dal naan roti rice lassi chai biryani dosa idli sambar chutney clean dirty crowded quiet family friends evening lunch dinner bill cheap costly parking waiter table order again visit good great okay bad fresh cold hot sweet salty khana bahut accha tha thi aur lekin bhi haircut facial massage spa stylist shampoo colour appointment mechanic battery tyre oil brake gym trainer treadmill class doctor clinic nurse medicine pharmacy tailor stitching fitting kurta saree delivery packaging courier hotel room bed breakfast pool view location manager reception wifi noise garden music birthday party cake pastry bread coffee tea juice momos pizza burger fries noodles thali sabzi raita pickle papad kheer halwa jalebi samosa kachori chaat".split(
    " ",
  );

/**
 * Statements that insert `count` reviews numbered from `first`; `withText` of them get a text and
 * its bands, all get a proof hash and proof keys. Run them in one transaction: the first one turns off foreign
 * keys and triggers for it (the rows name no real campaign or reviewer; the counters stay as
 * they were), which needs a superuser, as the test and bench databases have.
 */
export function insertSyntheticReviews(options: {
  first?: number;
  count: number;
  withText: number;
}): SQL[] {
  const first = options.first ?? 1;
  const last = first + options.count - 1;
  const words = `{${syntheticVocabulary.join(",")}}`;
  return [
    sql`set local session_replication_role = replica`,
    // `where n > 0` ties each subquery to its row, so every row draws its own words and bands.
    sql`insert into reviews (campaign_id, user_id, review_text, rating, proof, reviewer_name,
        reviewer_email, status, comparable_text, text_bands, proof_hash, proof_sha256, proof_keys)
      select gen_random_uuid(), gen_random_uuid(), t.text, 5, 'proofs/synthetic-' || n || '.webp',
        'Synthetic', 'synthetic@example.in', 'approved',
        case when n < ${first + options.withText} then t.text end,
        case when n < ${first + options.withText}
          then array(select hashtext(n || '-' || b) from generate_series(1, 100) b where n > 0)
          else '{}'::int4[] end,
        hashtextextended(n::text, 17), md5(n::text),
        array(select b * ${2 ** SAMPLED_BITS} + (hashtext(n || '-p' || b) & ${2 ** SAMPLED_BITS - 1})
          from generate_series(0, ${KEY_TABLES - 1}) b where n > 0)
      from generate_series(${first}::int, ${last}::int) n,
        lateral (select string_agg((${words}::text[])[1 + (hashtext(n || ':' || w) & 1023) % ${syntheticVocabulary.length}], ' ') as text
          from generate_series(1, 40) w where n > 0) t`,
  ];
}
