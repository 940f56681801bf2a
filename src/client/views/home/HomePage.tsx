import { appConfig } from '../../../../config/app.config';
import { Hero, Lead, Title } from './HomePage.styles';

export default function HomePage() {
  return (
    <Hero aria-labelledby="home-title">
      <Title id="home-title">{appConfig.shortName}: decoration for every celebration</Title>
      <Lead>{appConfig.description}</Lead>
    </Hero>
  );
}
