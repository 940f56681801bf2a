import { useSiteOrigin } from '../../../app/site';
import { organizationLd, webSiteLd } from '../../../features/seo/siteLd';
import { JsonLd } from './JsonLd';
import { PageMeta } from './PageMeta';

/** Home: the site's own head tags, who runs it and its search. */
export function HomeHead() {
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta />
      <JsonLd data={organizationLd(origin)} />
      <JsonLd data={webSiteLd(origin)} />
    </>
  );
}
