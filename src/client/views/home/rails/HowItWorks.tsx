import styled from 'styled-components';

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

const STEPS = [
  ['Pick a decoration', 'Choose a setup and the add-ons you like, priced for your area.'],
  ['Choose a date and time', 'Pick the day and the time slot that suit your celebration.'],
  ['Pay your way', 'Pay by card or cash on delivery, with your offers applied.'],
  ['We decorate', 'Our decorators arrive on time and set it all up for you.'],
] as const;

/** How booking works, in four steps. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works">
      <h2 id="how-it-works">How it works</h2>
      <Steps>
        {STEPS.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Steps>
    </section>
  );
}
