import { Link, useSearchParams } from 'react-router';
import { backPath } from '../../../shared/domain/backPath';
import { PageMeta } from '../components/head/PageMeta';
import { PageSection } from '../components/ui/ui.styles';
import { MenuSections } from '../shell/SidebarMenu';

const stay = () => undefined;

/**
 * /menu?back=…: the phone's menu as a page (issue 41). The menu button is a link here, so a tap
 * made before the app runs opens the menu as a page of links; once the app runs, the same button
 * opens the menu's dialog instead.
 */
export default function MenuPage() {
  const [params] = useSearchParams();
  const back = backPath(params.get('back'));
  return (
    <PageSection aria-labelledby="menu-page-title">
      <PageMeta title="Menu" noIndex />
      <h1 id="menu-page-title">Menu</h1>
      <MenuSections close={stay} page />
      <p>
        <Link to={back}>Back</Link>
      </p>
    </PageSection>
  );
}
