import { serializeJsonLd } from "./structured-data";

/**
 * What search engines and chat apps read: canonical address, description in the page's language,
 * Open Graph and Twitter cards, and the schema.org data (JSON-LD is data; the CSP never runs it).
 */
export function ShareMeta({
  title,
  description,
  url,
  image,
  imageAlt,
  locale,
  jsonLd,
}: {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  locale: string;
  jsonLd: unknown;
}) {
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="ReviewKaro" />
      <meta property="og:locale" content={locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes < > & for a script element
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </>
  );
}
