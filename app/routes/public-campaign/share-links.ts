/** The wa.me link that opens WhatsApp with the text and the page's address as one message. */
export function whatsappShareUrl(text: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}

/** The page's own address, without paging or filters: what is shared and what is canonical. */
export function publicPageUrl(origin: string, campaignId: string): string {
  return `${origin}/b/${encodeURIComponent(campaignId)}`;
}
