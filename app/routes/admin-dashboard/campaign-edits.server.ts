import type { DbOrTx } from "~/db/client.server";
import {
  listPendingCampaignEdits,
  type PendingCampaignEdit,
} from "~/domain/moderation/campaign-edit-queue.server";
import { distanceKm, type Position } from "~/domain/shared/nearest-city";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";

/** What an owner may change on a live campaign, in the order the admin reads them. */
const editableFields = ["businessName", "mapsLink", "address", "topics"] as const;

/** A field as the admin reads it: a list of topics as one line, nothing as a dash. */
function shown(value: string | string[] | null): string {
  const text = Array.isArray(value) ? value.join(", ") : (value ?? "");
  return text === "" ? "—" : text;
}

/**
 * The owners' changes waiting for approval, each described by what it changes (field, live value
 * → proposed one), with their words already translated: the admin's script is at its budget, so
 * these texts travel as data, and only when there are changes.
 */
export async function campaignEditsSection(
  db: DbOrTx,
  input: { adminId: string; language: Language; shown: boolean },
) {
  const pending = input.shown ? await listPendingCampaignEdits(db, { adminId: input.adminId }) : [];
  if (pending.length === 0) return { list: [], texts: null };
  const t = serverT(input.language);
  const list = pending.map((edit) => describeEdit(edit, t));
  const keys = [
    "editsTitle",
    "editNow",
    "editNew",
    "approveEdit",
    "declineEdit",
    "declineLabel",
    "declineRequired",
  ] as const;
  const texts = Object.fromEntries(keys.map((key) => [key, t(`adminCampaignEdits.${key}`)]));
  return { list, texts: texts as Record<(typeof keys)[number], string> };
}

type Place = { placeLat: number | null; placeLng: number | null };
type Change = {
  field: (typeof editableFields)[number] | "place";
  label: string;
  before: string;
  after: string;
  /** The place's two positions open on a map; the distance it moves is said beside. */
  beforeHref?: string;
  afterHref?: string;
  note?: string;
};

function positionOf(place: Place): Position | null {
  return place.placeLat === null || place.placeLng === null
    ? null
    : { lat: place.placeLat, lng: place.placeLng };
}

/** Google's documented search URL for a position (developers.google.com/maps/documentation/urls). */
function mapUrl(position: Position | null): string | undefined {
  return position
    ? `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`
    : undefined;
}

/** The place's change (decision 129): old and new as links to the map, and how far it moves. */
function placeChange(edit: PendingCampaignEdit, t: ReturnType<typeof serverT>): Change | null {
  const before = positionOf(edit.live);
  const after = positionOf(edit.change);
  const text = (position: Position | null) => (position ? `${position.lat}, ${position.lng}` : "—");
  if (!after || text(before) === text(after)) return null;
  const km = before ? distanceKm(before, after) : null;
  const distance =
    km === null ? null : km < 1 ? `${Math.round(km * 100) * 10} m` : `${km.toFixed(1)} km`;
  return {
    field: "place",
    label: t("adminCampaignEdits.place"),
    before: text(before),
    after: text(after),
    beforeHref: mapUrl(before),
    afterHref: mapUrl(after),
    note: distance
      ? t("adminCampaignEdits.placeMoved", { distance })
      : t("adminCampaignEdits.placeFirst"),
  };
}

/** One edit as its changed fields and a heading naming them ('Changed: Address, Topics'). */
function describeEdit(edit: PendingCampaignEdit, t: ReturnType<typeof serverT>) {
  const fields: Change[] = editableFields
    .map((field) => ({
      field,
      label: t(`adminCampaignEdits.${field}`),
      before: shown(edit.live[field]),
      after: shown(edit.change[field]),
    }))
    .filter((change) => change.before !== change.after);
  const place = placeChange(edit, t);
  const changes = place ? [...fields, place] : fields;
  return {
    campaignId: edit.campaignId,
    // What the admin decides is this version; a change since refuses it (decision 102).
    version: edit.version,
    businessName: edit.live.businessName,
    summary:
      changes.length === 0
        ? t("adminCampaignEdits.editNoChange")
        : t("adminCampaignEdits.editChanged", {
            fields: changes.map((change) => change.label).join(", "),
          }),
    changes,
  };
}

export type CampaignEditsSection = Awaited<ReturnType<typeof campaignEditsSection>>;
export type CampaignEditView = CampaignEditsSection["list"][number];
