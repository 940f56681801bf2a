import { Link } from 'react-router';
import { PageMeta } from '../components/head/PageMeta';
import { PageSection } from '../components/ui/ui.styles';
import { Muted } from './AccountPage.styles';

const PAGES = {
  referral: {
    title: 'Refer and earn',
    detail: 'Invite friends to earn Reward for your next decoration.',
  },
  wallet: {
    title: 'Wallet',
    detail: 'The full history of your Reward and Credit will be here.',
  },
} as const;

/** /profile/referral and /profile/wallet (guarded): SPEC 2 shows a coming-soon page for both. */
export default function ComingSoonPage({ page }: { page: keyof typeof PAGES }) {
  const { title, detail } = PAGES[page];
  return (
    <PageSection aria-labelledby="coming-soon-title">
      <PageMeta title={title} noIndex />
      <h1 id="coming-soon-title">{title}</h1>
      <h2>Coming soon</h2>
      <Muted>{detail}</Muted>
      <p>
        <Link to="/profile/myaccount">Back to My Account</Link>
      </p>
    </PageSection>
  );
}
