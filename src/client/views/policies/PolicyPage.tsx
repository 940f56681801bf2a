import { Link } from 'react-router';
import { useContentPolicyQuery } from '../../api/contentApi';
import { PageMeta } from '../components/head/PageMeta';
import { ContentStatus } from '../help/ContentStatus';
import { Article } from '../help/Help.styles';
import { Body, OtherPolicies, Updated } from './Policies.styles';
import { POLICY_PAGES, type PolicyPageSlug } from './policyPages';

const updatedOn = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** /privacy, /terms, /shippingPolicy and /cancellation: the policy's text from the server. */
export default function PolicyPage({ slug }: { slug: PolicyPageSlug }) {
  const page = POLICY_PAGES[slug];
  // currentData, not data: moving from one policy to another must not show the previous text.
  const { currentData, isFetching, isError, refetch } = useContentPolicyQuery({
    params: { slug },
  });
  const policy = currentData?.policy;
  return (
    <Article aria-labelledby="policy-title">
      <PageMeta title={policy?.title ?? page.title} description={page.description} />
      <h1 id="policy-title">{policy?.title ?? page.title}</h1>
      <ContentStatus
        what={`the ${page.title}`}
        isLoading={isFetching && !policy}
        isError={isError}
        retry={() => void refetch()}
      />
      {policy && (
        <>
          <Updated>Last updated {updatedOn.format(new Date(policy.updatedAt))}</Updated>
          <Body>
            {policy.sections.map((section, index) => (
              <section
                key={index}
                aria-labelledby={section.heading ? `policy-section-${index}` : undefined}
              >
                {section.heading && <h2 id={`policy-section-${index}`}>{section.heading}</h2>}
                {section.paragraphs.map((paragraph, line) => (
                  <p key={line}>{paragraph}</p>
                ))}
              </section>
            ))}
          </Body>
        </>
      )}
      <OtherPolicies aria-label="Other policies">
        <ul>
          {Object.entries(POLICY_PAGES)
            .filter(([other]) => other !== slug)
            .map(([other, { path, title }]) => (
              <li key={other}>
                <Link to={path}>{title}</Link>
              </li>
            ))}
        </ul>
      </OtherPolicies>
    </Article>
  );
}
