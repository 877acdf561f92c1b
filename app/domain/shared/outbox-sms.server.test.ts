import { describe, expect, it } from "vitest";
import type { SmsMessage } from "~/notifications/sms";
import {
  type OutboxGate,
  type OutboxSmsMark,
  sendOutboxRows,
  waitOrSkip,
} from "./outbox-sms.server";

// The run the SMS outboxes share (issue 48): what each row's gate and limits decide, what is
// written to it, and what is counted. The senders' own gates are in their integration tests.
type Row = { id: string; attempts: number; gate: OutboxGate; limits: OutboxGate };

function run(rows: Row[], failFor: string[] = []) {
  const marks: { id: string; set: OutboxSmsMark | { status: "skipped" | "failed" } }[] = [];
  const asked: string[] = [];
  const sent: string[] = [];
  const outcome = sendOutboxRows(rows, {
    sms: {
      async send(message: SmsMessage) {
        if (failFor.includes(message.to)) throw new Error("provider down");
        sent.push(message.to);
      },
    },
    now: new Date("2026-12-01T00:00:00Z"),
    gate: (row) => row.gate,
    limits: async (row) => {
      asked.push(row.id);
      return row.limits;
    },
    message: (row) => ({ to: row.id, body: `to ${row.id}` }),
    mark: async (row, set) => void marks.push({ id: row.id, set }),
  });
  return { outcome, marks, asked, sent };
}

describe("an outbox's run", () => {
  it("asks the gate before every try and the limits before the first only", async () => {
    const { outcome, marks, asked, sent } = run([
      { id: "erased", attempts: 0, gate: "skipped", limits: "send" },
      { id: "erasedRetry", attempts: 1, gate: "failed", limits: "send" },
      { id: "new", attempts: 0, gate: "send", limits: "send" },
      { id: "retry", attempts: 2, gate: "send", limits: "skipped" },
    ]);
    expect(await outcome).toEqual({ sent: 2, failed: 1, skipped: 1, waiting: 0 });
    expect(asked).toEqual(["new"]);
    expect(sent).toEqual(["new", "retry"]);
    expect(marks).toEqual([
      { id: "erased", set: { status: "skipped" } },
      { id: "erasedRetry", set: { status: "failed" } },
      { id: "new", set: { status: "sent", sentAt: expect.any(Date), attempts: 1 } },
      { id: "retry", set: { status: "sent", sentAt: expect.any(Date), attempts: 3 } },
    ]);
  });

  it("leaves a waiting row untouched, ends a refused one, and records a failed try", async () => {
    const { outcome, marks, sent } = run(
      [
        { id: "waits", attempts: 0, gate: "send", limits: "wait" },
        { id: "refused", attempts: 0, gate: "send", limits: "skipped" },
        { id: "down", attempts: 0, gate: "send", limits: "send" },
        { id: "downLast", attempts: 2, gate: "send", limits: "send" },
      ],
      ["down", "downLast"],
    );
    expect(await outcome).toEqual({ sent: 0, failed: 2, skipped: 1, waiting: 1 });
    expect(sent).toEqual([]);
    expect(marks).toEqual([
      { id: "refused", set: { status: "skipped" } },
      { id: "down", set: { attempts: 1 } },
      { id: "downLast", set: { status: "failed", attempts: 3 } },
    ]);
  });

  it("lets a refused SMS wait for a later hour up to a day, then skips it", () => {
    const createdAt = new Date("2026-12-01T00:00:00Z");
    const later = (ms: number) => new Date(createdAt.getTime() + ms);
    const day = 24 * 60 * 60 * 1000;
    expect(waitOrSkip(createdAt, later(day - 1))).toBe("wait");
    expect(waitOrSkip(createdAt, later(day))).toBe("skipped");
  });
});
