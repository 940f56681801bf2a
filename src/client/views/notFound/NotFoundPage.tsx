import { Link } from 'react-router';
import { HttpStatus } from '../components/head/HttpStatus';
import { PageMeta } from '../components/head/PageMeta';
import { Hero, Lead, Title } from '../home/HomePage.styles';

export default function NotFoundPage() {
  return (
    <Hero aria-labelledby="not-found-title">
      <HttpStatus code={404} />
      <PageMeta title="Page not found" noIndex />
      <Title id="not-found-title">Page not found</Title>
      <Lead>
        The page you asked for does not exist. <Link to="/">Go to the home page</Link>
      </Lead>
    </Hero>
  );
}
