import { and, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { builtOnce, type Param } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, businessWarnings, campaigns } from "~/db/schema";
import { findCampaignIdByShortCode } from "~/domain/reviews/public-reviews.server";
import { kolkataDateKey } from "~/domain/shared/dates";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import {
  MAX_WARNING_DAYS,
  MAX_WARNING_TEXT_LENGTH,
  MIN_WARNING_TEXT_LENGTH,
  readWarningForm,
  type ShownWarning,
  type WarningFormRefusal,
} from "./warning-rules";

export type { ShownWarning };

export type IssueWarningResult =
  | { ok: true; warningId: string; businessId: string }
  | { ok: false; reason: "not_admin" | "page_not_found" | WarningFormRefusal };

type Field = "page" | "ground" | "publicText" | "startsOn" | "endsOn";
const refused = (field: Field, message: string, values?: Record<string, number>) =>
  ({ status: 400, field, title: "input.refusedTitle", message, values }) as const;

/** How the admin's warning form answers each refusal: at its field, in the admin's language. */
export const issueWarningRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  page_not_found: refused("page", "businessWarning.admin.pageNotFound"),
  ground_required: refused("ground", "businessWarning.admin.groundRequired"),
  text_required: refused("publicText", "businessWarning.admin.textRequired"),
  text_invalid: refused("publicText", "input.controlCharacters"),
  text_too_short: refused("publicText", "businessWarning.admin.textTooShort", {
    min: MIN_WARNING_TEXT_LENGTH,
  }),
  text_too_long: refused("publicText", "input.tooLong", { max: MAX_WARNING_TEXT_LENGTH }),
  start_invalid: refused("startsOn", "businessWarning.admin.dateInvalid"),
  start_past: refused("startsOn", "businessWarning.admin.startPast"),
  end_invalid: refused("endsOn", "businessWarning.admin.dateInvalid"),
  end_before_start: refused("endsOn", "businessWarning.admin.endBeforeStart"),
  too_long: refused("endsOn", "businessWarning.admin.tooLong", { max: MAX_WARNING_DAYS }),
} as const satisfies Refusals<ReasonOf<IssueWarningResult>, Field>;

/** The campaign a page address names: '/b/{id}', a full link, a bare id or a short code. */
async function campaignOfPage(db: DbOrTx, page: string): Promise<string | null> {
  const address = page.trim();
  const segment = address.match(/\/b\/([^/?#]+)/)?.[1] ?? address;
  if (isUuid(segment)) return segment;
  return findCampaignIdByShortCode(db, { shortCode: segment });
}

/**
 * The admin warns the public that a business was found trying to influence its reviews
 * (decision 097): a listed ground, the public text, a first and a last day. The warning, and the
 * audit event that logs it, are written in one transaction; no review is read or changed.
 */
export async function issueWarning(
  db: DbOrTx,
  input: {
    adminId: string;
    page: string;
    ground: string;
    publicText: string;
    startsOn: string;
    endsOn: string;
    now?: Date;
  },
): Promise<IssueWarningResult> {
  const now = input.now ?? new Date();
  const form = readWarningForm(input, kolkataDateKey(now));
  return db.transaction(async (tx): Promise<IssueWarningResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    const campaignId = await campaignOfPage(tx, input.page);
    const [campaign] = campaignId
      ? await tx
          .select({ businessId: campaigns.businessId })
          .from(campaigns)
          .where(eq(campaigns.id, campaignId))
      : [];
    if (!campaign) return { ok: false, reason: "page_not_found" };
    if (!form.ok) return form;
    const [warning] = await tx
      .insert(businessWarnings)
      .values({
        businessId: campaign.businessId,
        ground: form.ground,
        publicText: form.publicText,
        startsOn: form.startsOn,
        endsOn: form.endsOn,
        issuedBy: input.adminId,
        createdAt: now,
      })
      .returning({ id: businessWarnings.id });
    if (!warning) throw new Error("business warning: the insert returned no row");
    await tx.insert(auditEvents).values({
      type: "business_warning_issued",
      profileId: input.adminId,
      detail: {
        warningId: warning.id,
        businessId: campaign.businessId,
        ground: form.ground,
        startsOn: form.startsOn,
        endsOn: form.endsOn,
      },
      createdAt: now,
    });
    return { ok: true, warningId: warning.id, businessId: campaign.businessId };
  });
}

export type WithdrawWarningResult =
  | { ok: true }
  | { ok: false; reason: "not_admin" | "not_found" | "already_withdrawn" };

export const withdrawWarningRefusals = {
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: { status: 404, title: "errors.somethingWrong", message: "errors.tryAgain" },
  already_withdrawn: {
    status: 409,
    title: "businessWarning.admin.withdrawnTitle",
    message: "businessWarning.admin.alreadyWithdrawn",
  },
} as const satisfies Refusals<ReasonOf<WithdrawWarningResult>>;

/** The admin ends a warning early (after a complaint upheld, say), logged like its issue. */
export async function withdrawWarning(
  db: DbOrTx,
  input: { adminId: string; warningId: string; now?: Date },
): Promise<WithdrawWarningResult> {
  if (!isUuid(input.warningId)) return { ok: false, reason: "not_found" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<WithdrawWarningResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    const [warning] = await tx
      .select({ withdrawnAt: businessWarnings.withdrawnAt })
      .from(businessWarnings)
      .where(eq(businessWarnings.id, input.warningId))
      .for("update");
    if (!warning) return { ok: false, reason: "not_found" };
    if (warning.withdrawnAt) return { ok: false, reason: "already_withdrawn" };
    await tx
      .update(businessWarnings)
      .set({ withdrawnAt: now, withdrawnBy: input.adminId })
      .where(eq(businessWarnings.id, input.warningId));
    await tx.insert(auditEvents).values({
      type: "business_warning_withdrawn",
      profileId: input.adminId,
      detail: { warningId: input.warningId },
      createdAt: now,
    });
    return { ok: true };
  });
}

const shownColumns = {
  id: businessWarnings.id,
  ground: businessWarnings.ground,
  publicText: businessWarnings.publicText,
  startsOn: businessWarnings.startsOn,
  endsOn: businessWarnings.endsOn,
};

/** Shown today: started, not past its last day, not withdrawn (the rule of warning-rules.ts). */
const shownOn = (today: Param<string>) =>
  and(
    isNull(businessWarnings.withdrawnAt),
    lte(businessWarnings.startsOn, today),
    gte(businessWarnings.endsOn, today),
  );

/**
 * The warning a campaign's public page shows today, if its business has one (the latest issued
 * when several overlap). It sits above the reviews and changes none of them.
 */
export async function findShownWarning(
  db: DbOrTx,
  input: { campaignId: string; now?: Date },
): Promise<ShownWarning | null> {
  if (!isUuid(input.campaignId)) return null;
  // Built once (decision 138): every public page reads it.
  const [warning] = await builtOnce(db, "shown_warning", (db, name) =>
    db
      .select(shownColumns)
      .from(businessWarnings)
      .where(
        and(
          eq(
            businessWarnings.businessId,
            sql`(select ${campaigns.businessId} from ${campaigns} where ${campaigns.id} = ${sql.placeholder("campaignId")})`,
          ),
          shownOn(sql.placeholder("today")),
        ),
      )
      .orderBy(desc(businessWarnings.createdAt))
      .limit(1)
      .prepare(name),
  ).execute({ campaignId: input.campaignId, today: kolkataDateKey(input.now ?? new Date()) });
  return warning ?? null;
}

/** A business's own warnings shown today or still to start, for its dashboard. */
export async function warningsOfBusiness(
  db: DbOrTx,
  input: { businessId: string; now?: Date },
): Promise<ShownWarning[]> {
  if (!isUuid(input.businessId)) return [];
  // Built once (decision 138): the business dashboard reads it on every visit.
  return builtOnce(db, "warnings_of_business", (db, name) =>
    db
      .select(shownColumns)
      .from(businessWarnings)
      .where(
        and(
          eq(businessWarnings.businessId, sql.placeholder("businessId")),
          isNull(businessWarnings.withdrawnAt),
          gte(businessWarnings.endsOn, sql.placeholder("today")),
        ),
      )
      .orderBy(businessWarnings.startsOn)
      .prepare(name),
  ).execute({ businessId: input.businessId, today: kolkataDateKey(input.now ?? new Date()) });
}

export type AdminWarningRow = ShownWarning & {
  businessId: string;
  businessName: string | null;
  createdAt: Date;
  withdrawnAt: Date | null;
};

/** The admin's list: the latest warnings first, with each business's name. */
export async function listWarnings(db: DbOrTx, input: { limit?: number } = {}) {
  const rows: AdminWarningRow[] = await db
    .select({
      ...shownColumns,
      businessId: businessWarnings.businessId,
      businessName: sql<
        string | null
      >`(select ${campaigns.businessName} from ${campaigns} where ${campaigns.businessId} = ${businessWarnings.businessId} order by ${campaigns.createdAt} desc limit 1)`,
      createdAt: businessWarnings.createdAt,
      withdrawnAt: businessWarnings.withdrawnAt,
    })
    .from(businessWarnings)
    .orderBy(desc(businessWarnings.createdAt), desc(businessWarnings.id))
    .limit(input.limit ?? 50);
  return rows;
}
