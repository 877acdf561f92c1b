/** Where a business downloads one of its tax documents as PDF (routes.ts: business/documents/:documentId). */
export function taxDocumentHref(document: { id: string }): string {
  return `/business/documents/${document.id}`;
}
