import { describe, expect, it } from "vitest";
import {
  afterAnswer,
  captureFactsOf,
  captureOf,
  draftForm,
  draftKey,
  isBlank,
  newSubmissionKey,
  type ReviewDraft,
} from "./review-drafts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const draft: ReviewDraft = {
  userId: "u1",
  campaign: { id: "c1" },
  submissionKey: "0b7d3f7e-3c1a-4a55-9d2e-6f1f0c8a9b11",
  text: "Good tea",
  rating: 4,
  visitedOn: "2026-11-30",
  declared: true,
  photo: new File([new Uint8Array([1, 2, 3])], "bill.jpg", { type: "image/jpeg" }),
  capture: { photoSource: "camera", photoCapturedAt: "2026-11-30T10:00:00.000Z" },
  queued: true,
};

describe("a review's draft on this phone", () => {
  it("is one per reviewer and campaign", () => {
    expect(draftKey("u1", "c1")).toBe("u1:c1");
    expect(draftKey("u2", "c1")).not.toBe(draftKey("u1", "c1"));
  });

  it("makes a v4 uuid, also without crypto.randomUUID", () => {
    expect(newSubmissionKey()).toMatch(uuid);
    const noRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const keys = new Set(Array.from({ length: 50 }, () => newSubmissionKey(noRandomUuid)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuid);
  });

  it("is blank until something is typed, ticked or chosen", () => {
    const empty = { text: "  ", rating: null, visitedOn: "", declared: false, photo: null };
    expect(isBlank(empty)).toBe(true);
    expect(isBlank({ ...empty, text: "a" })).toBe(false);
    expect(isBlank({ ...empty, rating: 1 })).toBe(false);
    expect(isBlank({ ...empty, declared: true })).toBe(false);
    expect(isBlank({ ...empty, photo: draft.photo })).toBe(false);
  });

  it("is sent as the dialog's own form, with its submission key", () => {
    const form = draftForm(draft);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== "proof"))).toEqual({
      intent: "submit-review",
      campaignId: "c1",
      submissionKey: draft.submissionKey,
      rating: "4",
      reviewText: "Good tea",
      visitedOn: "2026-11-30",
      noRelationship: "on",
      photoSource: "camera",
      photoCapturedAt: "2026-11-30T10:00:00.000Z",
    });
    expect((form.get("proof") as File).name).toBe("bill.jpg");
    const unticked = draftForm({ ...draft, declared: false, rating: null, photo: null });
    expect([unticked.has("noRelationship"), unticked.has("rating"), unticked.has("proof")]).toEqual(
      [false, false, false],
    );
  });

  it("keeps only the camera's fields of a form, and reads its facts back", () => {
    const form = new FormData();
    form.set("reviewText", "x");
    form.set("photoSource", "camera");
    form.set("photoLat", "23.25");
    form.set("photoLng", "77.41");
    form.set("photoAccuracy", "12");
    form.set("photoCapturedAt", "2026-11-30T10:00:00.000Z");
    const capture = captureOf(form);
    expect(Object.keys(capture)).toEqual([
      "photoSource",
      "photoLat",
      "photoLng",
      "photoAccuracy",
      "photoCapturedAt",
    ]);
    expect(captureFactsOf(capture)).toEqual({
      capturedAt: "2026-11-30T10:00:00.000Z",
      position: { lat: 23.25, lng: 77.41, accuracy: 12 },
      positionProblem: null,
    });
    expect(captureFactsOf({ photoSource: "camera", photoCapturedAt: "x" })?.position).toBeNull();
    expect(captureFactsOf({})).toBeNull();
  });

  it("is deleted when accepted or refused for good, kept at a field or a failure, queued when unsent", () => {
    expect(afterAnswer({ done: "review" })).toBe("delete");
    // Campaign full, already reviewed: a toast alone, nothing to correct.
    expect(afterAnswer({})).toBe("delete");
    expect(afterAnswer({ field: { name: "reviewText" } })).toBe("edit");
    expect(afterAnswer({ unsent: "failed" })).toBe("edit");
    expect(afterAnswer({ unsent: "offline" })).toBe("queue");
  });
});
