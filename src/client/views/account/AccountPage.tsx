import { useId } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { logoutRequested } from '../../features/auth/authEvents';
import { confirmRequested } from '../../features/modals/modalsSlice';
import { PageMeta } from '../components/head/PageMeta';
import { LOGOUT_QUESTION, PROFILE_LINKS } from '../shell/useNavSummary';
import { Button, PageSection } from '../components/ui/ui.styles';
import { Card, Cards, Links } from './AccountPage.styles';
import { ProfileCard } from './ProfileCard';
import { WalletCard } from './WalletCard';

// The nav's profile links (less this page), then the two coming-soon pages.
const ACCOUNT_LINKS = [
  ...PROFILE_LINKS.filter((link) => link.href !== '/profile/myaccount'),
  { label: 'Refer and earn', href: '/profile/referral' },
  { label: 'Wallet history', href: '/profile/wallet' },
];

/** /profile/myaccount (guarded): profile, wallet, the account's pages and logout. */
export default function AccountPage() {
  const dispatch = useAppDispatch();
  const linksId = useId();
  return (
    <PageSection aria-labelledby="account-title">
      <PageMeta title="My Account" noIndex />
      <h1 id="account-title">My Account</h1>
      <Cards>
        <ProfileCard />
        <WalletCard />
        <Card aria-labelledby={linksId}>
          <h2 id={linksId}>Your account</h2>
          <nav aria-labelledby={linksId}>
            <Links>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </Links>
          </nav>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => dispatch(confirmRequested(logoutRequested(), LOGOUT_QUESTION))}
          >
            Logout
          </Button>
        </Card>
      </Cards>
    </PageSection>
  );
}
