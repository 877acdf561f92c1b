import { useNonce } from "~/components/nonce";
import { buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { whatsappShareUrl } from "./share-links";

/**
 * Shows 'Copy' and 'Share…' only where the browser can do them, and wires them: the page's one
 * script, inline under the CSP nonce (decision 030). Without it the row still works: WhatsApp is
 * a link and the address can be copied by hand from the open field.
 */
const ENHANCE = `(()=>{const r=document.getElementById("share-row");if(!r)return;const u=r.dataset.url,x=r.dataset.text,n=r.querySelector("[data-native-share]"),c=r.querySelector("[data-copy-link]");if(n&&navigator.share){n.hidden=false;n.addEventListener("click",()=>navigator.share({title:document.title,text:x,url:u}).catch(()=>{}))}if(c&&navigator.clipboard){c.hidden=false;c.addEventListener("click",()=>navigator.clipboard.writeText(u).then(()=>{c.textContent=c.dataset.done}))}})()`;

/** WhatsApp, copy link and the native share sheet, for a page that ships no framework script. */
export function ShareRow({
  url,
  businessName,
  city,
}: {
  url: string;
  businessName: string;
  city: string;
}) {
  const { t } = useTranslation();
  const nonce = useNonce();
  // The disclosure travels with every shared text (decision 082).
  const text = `${t("share.whatsappText", { business: businessName, city })} ${t("share.rewardedNote")}`;
  const button = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <section
      id="share-row"
      aria-labelledby="share-heading"
      data-url={url}
      data-text={text}
      className="space-y-2"
    >
      <h2 id="share-heading" className="text-sm font-semibold text-ink-950">
        {t("share.heading")}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={whatsappShareUrl(text, url)}
          className={buttonVariants({ variant: "primary", size: "sm" })}
          rel="noopener noreferrer"
          target="_blank"
          data-testid="whatsapp-share"
        >
          {t("share.whatsapp")}
        </a>
        <button
          type="button"
          className={button}
          data-copy-link
          data-done={t("share.copied")}
          hidden
        >
          {t("share.copyLink")}
        </button>
        <button type="button" className={button} data-native-share hidden>
          {t("share.nativeShare")}
        </button>
      </div>
      <details className="text-sm text-ink-700">
        <summary className="inline-flex min-h-11 cursor-pointer items-center underline underline-offset-2">
          {t("share.copyHint")}
        </summary>
        <label className="mt-1 block">
          <span className="sr-only">{t("share.copyField")}</span>
          <input
            readOnly
            value={url}
            className="min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 font-mono text-sm text-ink-900"
          />
        </label>
      </details>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, under the nonce */}
      <script nonce={nonce} data-enhancement dangerouslySetInnerHTML={{ __html: ENHANCE }} />
    </section>
  );
}
