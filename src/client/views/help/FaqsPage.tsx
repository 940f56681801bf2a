import { Link } from 'react-router';
import { useContentFaqsQuery } from '../../api/contentApi';
import { faqPageLd } from '../../features/seo/siteLd';
import { JsonLd } from '../components/head/JsonLd';
import { PageMeta } from '../components/head/PageMeta';
import { ContentStatus } from './ContentStatus';
import { FaqList } from './FaqList';
import { groupFaqs } from './faqGroups';
import { Article, Intro, Note } from './Help.styles';

/** /faqs: every FAQ, grouped under its category. */
export default function FaqsPage() {
  const { data, isLoading, isError, refetch } = useContentFaqsQuery();
  const groups = groupFaqs(data?.faqs ?? []);
  return (
    <Article aria-labelledby="faqs-title">
      <PageMeta
        title="Frequently asked questions"
        description="Answers about booking a decoration, prices and offers, the wallet, payment, and rescheduling or cancelling an order."
      />
      <JsonLd data={faqPageLd(data?.faqs ?? [])} />
      <h1 id="faqs-title">Frequently asked questions</h1>
      <Intro>
        Cannot find your answer? <Link to="/help">Call or chat with us</Link>.
      </Intro>
      <ContentStatus
        what="the questions"
        isLoading={isLoading}
        isError={isError}
        retry={() => void refetch()}
      />
      {groups.map((group, index) => (
        <section key={group.label} aria-labelledby={`faq-group-${index}`}>
          <h2 id={`faq-group-${index}`}>{group.label}</h2>
          <FaqList faqs={group.faqs} label={group.label} />
        </section>
      ))}
      {data && groups.length === 0 && <Note>There are no questions here yet.</Note>}
    </Article>
  );
}
