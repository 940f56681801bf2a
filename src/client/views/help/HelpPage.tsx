import { Link } from 'react-router';
import { appConfig } from '../../../../config/app.config';
import { useContentFaqsQuery } from '../../api/contentApi';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth/authSlice';
import { callUrl, chatMessage, chatUrl } from '../../features/shell/contact';
import { PageMeta } from '../components/head/PageMeta';
import { ReportProblem } from '../report/ReportProblem';
import { ContentStatus } from './ContentStatus';
import { FaqList } from './FaqList';
import { Article, ContactCard, ContactList, Intro, Note } from './Help.styles';

/** How many of the FAQs, in the server's display order, /help shows as common questions. */
export const COMMON_QUESTIONS = 5;

/** /help: call, chat or mail support, the common questions, and the way to the rest. */
export default function HelpPage() {
  const user = useAppSelector(selectUser);
  const { data, isLoading, isError, refetch } = useContentFaqsQuery();
  const { callNumber, supportEmail } = appConfig.contact;
  const common = (data?.faqs ?? []).slice(0, COMMON_QUESTIONS);
  return (
    <Article aria-labelledby="help-title">
      <PageMeta
        title="Help and support"
        description={`Questions about a booking or an order? Call ${callNumber}, chat with us or read the answers to common questions.`}
      />
      <h1 id="help-title">Help and support</h1>
      <Intro>Our team helps you choose a decor, book it and look after your order.</Intro>

      <section aria-labelledby="help-contact">
        <h2 id="help-contact">Contact us</h2>
        <ContactList>
          <li>
            <ContactCard href={callUrl()}>
              <strong>Call us</strong>
              <span>{callNumber}</span>
            </ContactCard>
          </li>
          <li>
            <ContactCard
              href={chatUrl(chatMessage({ kind: 'home' }, user?.name ?? null))}
              target="_blank"
              rel="noreferrer"
            >
              <strong>Chat with us</strong>
              <span>On WhatsApp</span>
            </ContactCard>
          </li>
          <li>
            <ContactCard href={`mailto:${supportEmail}`}>
              <strong>Email us</strong>
              <span>{supportEmail}</span>
            </ContactCard>
          </li>
        </ContactList>
        <Note>
          About an order? Open it in <Link to="/profile/mybookings">My Bookings</Link> to pay,
          reschedule or cancel it.
        </Note>
        <ReportProblem origin="help" />
      </section>

      <section aria-labelledby="help-questions">
        <h2 id="help-questions">Need help?</h2>
        <ContentStatus
          what="the common questions"
          isLoading={isLoading}
          isError={isError}
          retry={() => void refetch()}
        />
        {common.length > 0 && <FaqList faqs={common} label="Common questions" />}
        <Note>
          <Link to="/faqs">See all FAQs</Link>
        </Note>
      </section>
    </Article>
  );
}
