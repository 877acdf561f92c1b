/**
 * Live updates (SPEC §2 "Live updates"): small events that say what changed and for whom,
 * never the data itself. A page that hears a topic it shows revalidates its own loader, which
 * runs its usual guards, so an event can never show anybody data they could not load.
 */
export const liveTopics = [
  /** A reviewer's own reviews changed (approved, rejected). */
  "my-reviews",
  /** A wallet balance or its payouts changed. */
  "wallet",
  /** Campaigns open to reviewers of a city changed (approved, filled, reopened). */
  "available-campaigns",
  /** A business's campaigns changed (approved, progress, completed, new review). */
  "my-campaigns",
  /** Admin queues. */
  "review-queue",
  "campaign-queue",
  "payout-queue",
  /** Appeals of suspended accounts (decision 071). */
  "appeal-queue",
] as const;
export type LiveTopic = (typeof liveTopics)[number];

/** Who may hear an event: one profile, every admin, or every reviewer of a city. */
export type Audience = { profileId: string } | { role: "admin" } | { role: "user"; city: string };

export type LiveEvent = {
  to: Audience;
  topics: LiveTopic[];
  /**
   * Many pages hear this at once (a new day opens slots in every city): each waits a random time
   * up to this many milliseconds before it reloads, so the database is not asked all at once.
   */
  spreadMs?: number;
};

/** A page gathers the changes it hears for this long, then reloads once for all of them. */
export const COALESCE_MS = 250;

/** The longest a page may be asked to spread its reload. */
export const MAX_SPREAD_MS = 60_000;

/** The stream's heartbeat, so proxies keep it open and pages notice a dead one. */
export const HEARTBEAT_MS = 25_000;

/** Reconnect after 1, 2, 5, then every 10 seconds (SPEC §2). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export function reconnectDelay(attempt: number): number {
  // NaN would index nothing (undefined); it counts as the first attempt.
  const floor = Number.isNaN(attempt) ? 0 : Math.floor(attempt);
  const index = Math.min(Math.max(0, floor), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] as number;
}

export type Viewer = {
  id: string;
  role: "user" | "business" | "admin" | "moderator";
  city: string | null;
};

/**
 * The admins' topics a moderator hears too (decision 067): the review queue they work from, so
 * the workbench's count and held review stay current. Nothing else of the admins' reaches them.
 */
export const moderationTeamTopics: readonly LiveTopic[] = ["review-queue"];

/** The topics of an admins' event a moderator hears: the team's only, perhaps none. */
export function teamTopicsOf(event: LiveEvent): LiveTopic[] {
  return event.topics.filter((topic) => moderationTeamTopics.includes(topic));
}

/** True when this person may hear this event (a moderator, only its team topics). */
export function canReceive(viewer: Viewer, event: LiveEvent): boolean {
  const to = event.to;
  if ("profileId" in to) return to.profileId === viewer.id;
  if (to.role === "admin") {
    return (
      viewer.role === "admin" || (viewer.role === "moderator" && teamTopicsOf(event).length > 0)
    );
  }
  return viewer.role === "user" && viewer.city === to.city;
}

/** Reads an event from a NOTIFY payload; anything malformed is ignored, never forwarded. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent> | null;
    if (!value || typeof value !== "object" || !Array.isArray(value.topics)) return null;
    const topics = value.topics.filter((topic): topic is LiveTopic =>
      (liveTopics as readonly string[]).includes(topic),
    );
    const to = value.to as Record<string, unknown> | undefined;
    if (!to || topics.length === 0) return null;
    const spread = value.spreadMs;
    const extra =
      typeof spread === "number" &&
      Number.isInteger(spread) &&
      spread > 0 &&
      spread <= MAX_SPREAD_MS
        ? { spreadMs: spread }
        : {};
    if (typeof to.profileId === "string")
      return { to: { profileId: to.profileId }, topics, ...extra };
    if (to.role === "admin") return { to: { role: "admin" }, topics, ...extra };
    if (to.role === "user" && typeof to.city === "string") {
      return { to: { role: "user", city: to.city }, topics, ...extra };
    }
    return null;
  } catch {
    return null;
  }
}
