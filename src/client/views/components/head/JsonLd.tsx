import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '../../../features/seo/structuredData';

/**
 * One block of structured data. It stays where the page renders it (React hoists no inline
 * script), so it leaves with the page; its text is escaped so no content can close the element,
 * and as a data block it never runs, so the page's script-src policy does not apply to it.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | null }) {
  if (data === null) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
