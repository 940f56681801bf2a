// The site's own structured data (see structuredData.ts): who runs it and its search (home),
// the service a city's keyword page offers, the FAQ page's questions.
import type {
  FAQPage,
  Organization,
  SearchAction,
  Service,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { appConfig } from '../../../../config/app.config';
import type { Faq, KeywordDetail } from '../../../shared/contract';
import { absoluteUrl, titleCase } from '../../../shared/domain';
import { CONTEXT } from './structuredData';
import { LOGO_PATH } from './urls';

/** The search results page the search box opens; {search_term_string} is Google's placeholder. */
const SEARCH_PATH_TEMPLATE = '/decors/list?searchText={search_term_string}';

const organizationId = (origin: string) => absoluteUrl(origin, '/#organization');

/** Home: who runs the site, with its logo and how customers reach it. */
export function organizationLd(origin: string): WithContext<Organization> {
  const { callNumber, supportEmail } = appConfig.contact;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: appConfig.shortName,
    alternateName: appConfig.name,
    description: appConfig.description,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_PATH),
    email: supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: callNumber,
      email: supportEmail,
      areaServed: 'IN',
    },
  };
}

/** Home: the site, with the search the navigation box runs (the listing's searchText). */
export function webSiteLd(origin: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(origin, SEARCH_PATH_TEMPLATE) },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: appConfig.shortName,
    alternateName: appConfig.name,
    url: absoluteUrl(origin, '/'),
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}

/**
 * A keyword page that belongs to a city (/kw/decoration-in-{city} and its variants): the
 * decoration service offered there. A Service with areaServed rather than a LocalBusiness,
 * because decorators come to the customer and the pages name no premises to visit.
 */
export function cityServiceLd(
  origin: string,
  path: string,
  detail: KeywordDetail,
  heading: string,
): WithContext<Service> | null {
  if (!detail.city) return null;
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: heading,
    description: detail.description ?? detail.topSubHeading,
    serviceType: detail.occasion
      ? `${titleCase(detail.occasion)} decoration`
      : 'Balloon and theme decoration',
    url: absoluteUrl(origin, path),
    areaServed: {
      '@type': 'City',
      name: titleCase(detail.city),
      containedInPlace: { '@type': 'Country', name: 'India' },
    },
    provider: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: appConfig.shortName,
      url: absoluteUrl(origin, '/'),
    },
  };
}

/** /faqs: every question with its answer. Null when there are none. */
export function faqPageLd(faqs: readonly Faq[]): WithContext<FAQPage> | null {
  if (faqs.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
