import { useNonce } from "./nonce";

/**
 * A static page's forms are posted once (decision 140): a second tap while the first post is on
 * its way is dropped, and a button with `data-sending` says so ("Sending…"). A page restored from
 * the back/forward cache gets its buttons back. Drawn by the server into pages that ship no other
 * script; the size bench counts it as the page's inline enhancement. A hydrated page does the same
 * with React Router's navigation state. And the answer is brought into view: a page that opens
 * focused on a field in error or on a filed ticket (its `autofocus`, which Chrome focuses without
 * scrolling to) shows it mid-screen.
 */
const SEND_ONCE = `addEventListener("submit",e=>{const f=e.target,b=e.submitter;if(e.defaultPrevented||f.method!=="post")return;if(f.dataset.sent){e.preventDefault();return}f.dataset.sent="1";if(b&&b.dataset.sending){b.dataset.label=b.textContent;b.textContent=b.dataset.sending;b.setAttribute("aria-disabled","true")}});addEventListener("pageshow",e=>{if(e.persisted)for(const f of document.forms){delete f.dataset.sent;for(const b of f.querySelectorAll("[data-label]")){b.textContent=b.dataset.label;b.removeAttribute("aria-disabled")}}});addEventListener("load",()=>{const a=document.activeElement;a&&a!==document.body&&a.scrollIntoView({block:"center"})})`;

export function SendOnce() {
  const nonce = useNonce();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, under the nonce
    <script nonce={nonce} data-enhancement dangerouslySetInnerHTML={{ __html: SEND_ONCE }} />
  );
}
