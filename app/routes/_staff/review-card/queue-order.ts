/** The review queue's order, chosen by a link: `?queue_order=risk` is 'Riskiest first'. */
export const queueOrderParam = "queue_order";

export type QueueOrder = "oldest" | "risk";

export function queueOrderOf(search: URLSearchParams): QueueOrder {
  return search.get(queueOrderParam) === "risk" ? "risk" : "oldest";
}
