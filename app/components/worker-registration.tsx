import { useNonce } from "./nonce";

/**
 * Registers the service worker (/sw.js, decision 130) once the page has loaded, where the browser
 * has service workers: one inline line under the CSP nonce, on every page, the static ones too
 * (they ship no other script). The size bench counts it as the page's inline enhancement.
 */
const REGISTER = `"serviceWorker"in navigator&&addEventListener("load",()=>navigator.serviceWorker.register("/sw.js").catch(()=>{}))`;

export function WorkerRegistration() {
  const nonce = useNonce();
  // `npm run dev` serves no worker (it is built by `npm run build` only).
  if (import.meta.env.DEV) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, under the nonce
    <script nonce={nonce} data-enhancement dangerouslySetInnerHTML={{ __html: REGISTER }} />
  );
}
