import { Link } from 'react-router';
import { Hero, Lead, Title } from '../home/HomePage.styles';

export default function NotFoundPage() {
  return (
    <Hero aria-labelledby="not-found-title">
      <Title id="not-found-title">Page not found</Title>
      <Lead>
        The page you asked for does not exist. <Link to="/">Go to the home page</Link>
      </Lead>
    </Hero>
  );
}
