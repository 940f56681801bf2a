import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { modalOpened } from '../../../features/modals/modalsSlice';
import { preloadOnIntent } from '../../components/overlays/overlayPreload';
import { Button } from '../../components/ui/ui.styles';
import {
  HOW_IT_WORKS_STEPS,
  HOW_IT_WORKS_TITLE,
  WATCH_HOW_IT_WORKS,
} from '../../howItWorks/howItWorksSteps';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h2 {
    margin: 0;
  }
  margin-bottom: 0.75rem;
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  counter-reset: step;
  li {
    counter-increment: step;
    padding: 1rem;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    margin-bottom: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** How booking works, in four steps, and the video view that shows them. */
export function HowItWorks() {
  const dispatch = useAppDispatch();
  return (
    <section aria-labelledby="how-it-works">
      <Heading>
        <h2 id="how-it-works">{HOW_IT_WORKS_TITLE}</h2>
        <Button
          type="button"
          $variant="ghost"
          {...preloadOnIntent('howItWorksVideo')}
          onClick={() =>
            dispatch(modalOpened({ name: 'howItWorksVideo', options: { videoUrl: null } }))
          }
        >
          <span aria-hidden="true">▶ </span>
          {WATCH_HOW_IT_WORKS}
        </Button>
      </Heading>
      <Steps>
        {HOW_IT_WORKS_STEPS.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Steps>
    </section>
  );
}
