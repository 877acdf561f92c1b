import { useNonce } from "./nonce";

/**
 * A static page's forms (decision 140), in one inline script drawn by the server into pages that
 * ship no other script; the size bench counts it as the page's inline enhancement.
 * - Posted once: a second tap while the first post is on its way is dropped, and a button with
 *   `data-sending` says so ("Sending…"). A page restored from the back/forward cache gets its
 *   buttons back. A hydrated page does the same with React Router's navigation state.
 * - The answer in view: a page that opens with fields in error focuses the first (a radio group's
 *   first choice), unless an `autofocus` element (a filed ticket's heading) has the focus, and
 *   brings it mid-screen (Chrome focuses `autofocus` without scrolling to it). A field the person
 *   focused before the page finished loading is left where it is.
 */
const STATIC_FORMS = `addEventListener("submit",e=>{const f=e.target,b=e.submitter;if(e.defaultPrevented||f.method!=="post")return;if(f.dataset.sent){e.preventDefault();return}f.dataset.sent="1";if(b&&b.dataset.sending){b.dataset.label=b.textContent;b.textContent=b.dataset.sending;b.setAttribute("aria-disabled","true")}});addEventListener("pageshow",e=>{if(e.persisted)for(const f of document.forms){delete f.dataset.sent;for(const b of f.querySelectorAll("[data-label]")){b.textContent=b.dataset.label;b.removeAttribute("aria-disabled")}}});addEventListener("load",()=>{const d=document;let a=d.activeElement;if(a&&a!==d.body){if(!a.hasAttribute("autofocus"))return}else{a=d.querySelector(":is(input,textarea,select)[aria-invalid=true],[aria-invalid=true] input");a?.focus()}a?.scrollIntoView({block:"center"})})`;

export function StaticForms() {
  const nonce = useNonce();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, under the nonce
    <script nonce={nonce} data-enhancement dangerouslySetInnerHTML={{ __html: STATIC_FORMS }} />
  );
}
