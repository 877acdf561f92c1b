/**
 * What a business learns about its campaign (issue 18 point 5, decision 034): pure functions over
 * counts and texts already read. None of them feeds a reward, an order or a visibility (SPEC §0).
 */

/**
 * Hindi and English forms of the topics businesses use most (the SPEC's example topics and the
 * campaign form's hints). A topic outside this table is matched in the words it was written in.
 */
const TOPIC_FORMS: readonly (readonly string[])[] = [
  ["food", "खाना", "खाने", "भोजन", "फूड"],
  ["service", "सेवा", "सर्विस"],
  ["family", "परिवार", "फैमिली"],
  ["staff", "स्टाफ", "कर्मचारी", "कर्मचारियों"],
  ["price", "prices", "pricing", "दाम", "कीमत", "क़ीमत", "प्राइस"],
  ["taste", "स्वाद"],
  ["cleanliness", "clean", "सफाई", "साफ"],
  ["ambience", "ambiance", "माहौल"],
  ["parking", "पार्किंग"],
  ["quality", "क्वालिटी", "गुणवत्ता"],
  ["delivery", "डिलीवरी"],
  ["location", "लोकेशन", "जगह"],
];

/** Lower case, compatibility forms folded, nukta dropped (फ़ = फ), invisible characters removed. */
export function foldForMatching(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u200b-\u200d\u2060\ufeff\u093c]/g, "")
    .normalize("NFC")
    .toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Every folded form a topic is recognised by: itself, and its row of TOPIC_FORMS if it has one. */
export function topicForms(topic: string): string[] {
  const folded = foldForMatching(topic).trim().replace(/\s+/g, " ");
  if (folded === "") return [];
  const row = TOPIC_FORMS.find((forms) => forms.some((form) => foldForMatching(form) === folded));
  return [...new Set([folded, ...(row ?? []).map(foldForMatching)])];
}

/**
 * A matcher for one topic: any of its forms as a whole word or phrase (spaces between words may
 * be any run of white space); a Latin form also as a plural with 's' or 'es'.
 */
function topicPattern(forms: readonly string[]): RegExp | null {
  if (forms.length === 0) return null;
  const alternatives = forms.map((form) => {
    const body = form.split(" ").map(escapeRegExp).join("\\s+");
    return /^[a-z0-9 ]+$/.test(form) ? `${body}(?:e?s)?` : body;
  });
  // Letters, digits and marks (Devanagari vowel signs) make words; \b knows only ASCII ones.
  return new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{M}\\p{N}])`,
    "u",
  );
}

export type TopicMentions = { topic: string; reviews: number };

/** Each distinct topic (by its folded form), with its first position in the campaign's list. */
function distinctTopics(topics: readonly string[]) {
  const seen = new Set<string>();
  const distinct: { topic: string; index: number; pattern: RegExp | null }[] = [];
  topics.forEach((topic, index) => {
    const forms = topicForms(topic);
    const key = forms[0];
    if (key === undefined || seen.has(key)) return;
    seen.add(key);
    distinct.push({ topic: topic.trim(), index, pattern: topicPattern(forms) });
  });
  return distinct;
}

/**
 * For each campaign topic (in the campaign's order, duplicates once), how many of the given
 * review texts mention it at least once. A count is of reviews, never of words: it is at most
 * texts.length, and a topic is a prompt, never a required word (SPEC §0.5).
 */
export function topicMentions(
  topics: readonly string[],
  texts: readonly string[],
): TopicMentions[] {
  return topicMentionsOf(topics, [], texts);
}

/**
 * Which of the campaign's topics a review's text mentions, by topicMentions' rule: bit i for
 * topics[i] (a repeated topic gets its first position's bit). Stored with the review
 * (`reviews.topic_mentions`), so the analytics count bits instead of reading every text.
 */
export function topicMentionBits(topics: readonly string[], text: string): number {
  const folded = foldForMatching(text);
  let bits = 0;
  for (const { index, pattern } of distinctTopics(topics)) {
    if (pattern?.test(folded)) bits |= 1 << index;
  }
  return bits;
}

/**
 * topicMentions over reviews given two ways: `marked`, how many reviews have each stored
 * topicMentionBits value, and `texts`, the reviews written before the bits were stored.
 */
export function topicMentionsOf(
  topics: readonly string[],
  marked: readonly { bits: number; reviews: number }[],
  texts: readonly string[],
): TopicMentions[] {
  const folded = texts.map(foldForMatching);
  return distinctTopics(topics).map(({ topic, index, pattern }) => {
    let reviews = pattern ? folded.filter((text) => pattern.test(text)).length : 0;
    for (const group of marked) if (group.bits & (1 << index)) reviews += group.reviews;
    return { topic, reviews };
  });
}
