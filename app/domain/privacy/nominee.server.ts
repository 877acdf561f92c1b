import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { nominees } from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { normalizeIndianMobile } from "~/forms/indian-mobile";
import { hasHiddenCharacters } from "~/forms/names";
import { readText } from "~/forms/text";

/*
 * A person's nominee (DPDP Act 2023 s.14, decision 092): one individual who, on the person's
 * death or incapacity, exercises their rights. Named, changed and removed from 'Your data';
 * shown in the export; the grievance officer checks a nominee's request against this row.
 */

export const NOMINEE_NAME_MAX = 100;
export const NOMINEE_RELATIONSHIP_MAX = 60;

export type Nominee = {
  name: string;
  relationship: string;
  phone: string;
  namedAt: Date;
  changedAt: Date;
};

export type NomineeField = "nomineeName" | "nomineeRelationship" | "nomineePhone";
export type SaveNomineeFailure =
  | "name_missing"
  | "name_too_long"
  | "name_hidden_characters"
  | "relationship_missing"
  | "relationship_too_long"
  | "relationship_hidden_characters"
  | "phone_invalid"
  | "phone_own"
  | "not_found";
export type SaveNomineeResult =
  | { ok: true; nominee: Nominee }
  | { ok: false; reason: SaveNomineeFailure };

export const saveNomineeRefusals = {
  name_missing: {
    status: 400,
    field: "nomineeName",
    title: "nominee.notSavedTitle",
    message: "nominee.nameMissing",
  },
  name_too_long: {
    status: 400,
    field: "nomineeName",
    title: "nominee.notSavedTitle",
    message: "nominee.tooLong",
    values: { max: NOMINEE_NAME_MAX },
  },
  name_hidden_characters: {
    status: 400,
    field: "nomineeName",
    title: "nominee.notSavedTitle",
    message: "input.controlCharacters",
  },
  relationship_missing: {
    status: 400,
    field: "nomineeRelationship",
    title: "nominee.notSavedTitle",
    message: "nominee.relationshipMissing",
  },
  relationship_too_long: {
    status: 400,
    field: "nomineeRelationship",
    title: "nominee.notSavedTitle",
    message: "nominee.tooLong",
    values: { max: NOMINEE_RELATIONSHIP_MAX },
  },
  relationship_hidden_characters: {
    status: 400,
    field: "nomineeRelationship",
    title: "nominee.notSavedTitle",
    message: "input.controlCharacters",
  },
  phone_invalid: {
    status: 400,
    field: "nomineePhone",
    title: "nominee.notSavedTitle",
    message: "credentials.invalidPhone",
  },
  phone_own: {
    status: 400,
    field: "nomineePhone",
    title: "nominee.notSavedTitle",
    message: "nominee.phoneOwn",
  },
  not_found: { status: 404, title: "nominee.notSavedTitle", message: "errors.tryAgain" },
} as const satisfies Refusals<SaveNomineeFailure, NomineeField>;

/** The person's nominee, or null. */
export async function readNominee(db: DbOrTx, profileId: string): Promise<Nominee | null> {
  if (!isUuid(profileId)) return null;
  const [row] = await db
    .select({
      name: nominees.name,
      relationship: nominees.relationship,
      phone: nominees.phone,
      namedAt: nominees.namedAt,
      changedAt: nominees.changedAt,
    })
    .from(nominees)
    .where(eq(nominees.profileId, profileId));
  return row ?? null;
}

/** Names the nominee, or changes the one named (its first naming date stays). */
export async function saveNominee(
  db: DbOrTx,
  input: {
    profileId: string;
    /** The person's own phone: a nominee is someone else. */
    ownPhone: string;
    name: string;
    relationship: string;
    phone: string;
    now?: Date;
  },
): Promise<SaveNomineeResult> {
  if (!isUuid(input.profileId)) return { ok: false, reason: "not_found" };
  const name = readText(input.name);
  if (name === null || hasHiddenCharacters(name)) {
    return { ok: false, reason: "name_hidden_characters" };
  }
  if (name === "") return { ok: false, reason: "name_missing" };
  if (name.length > NOMINEE_NAME_MAX) return { ok: false, reason: "name_too_long" };
  const relationship = readText(input.relationship);
  if (relationship === null || hasHiddenCharacters(relationship)) {
    return { ok: false, reason: "relationship_hidden_characters" };
  }
  if (relationship === "") return { ok: false, reason: "relationship_missing" };
  if (relationship.length > NOMINEE_RELATIONSHIP_MAX) {
    return { ok: false, reason: "relationship_too_long" };
  }
  const phone = normalizeIndianMobile(input.phone);
  if (phone === null) return { ok: false, reason: "phone_invalid" };
  if (phone === input.ownPhone) return { ok: false, reason: "phone_own" };
  const now = input.now ?? new Date();
  const [saved] = await db
    .insert(nominees)
    .values({ profileId: input.profileId, name, relationship, phone, namedAt: now, changedAt: now })
    .onConflictDoUpdate({
      target: nominees.profileId,
      set: { name, relationship, phone, changedAt: now },
    })
    .returning({
      name: nominees.name,
      relationship: nominees.relationship,
      phone: nominees.phone,
      namedAt: nominees.namedAt,
      changedAt: nominees.changedAt,
    });
  if (!saved) return { ok: false, reason: "not_found" };
  return { ok: true, nominee: saved };
}

/** Removes the nominee; removing none changes nothing. */
export async function removeNominee(db: DbOrTx, profileId: string): Promise<void> {
  if (!isUuid(profileId)) return;
  await db.delete(nominees).where(eq(nominees.profileId, profileId));
}
