import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig } from '../../../config/app.config';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { COMMON_QUESTIONS } from '../../../src/client/views/help/HelpPage';
import { contract, type Faq } from '../../../src/shared/contract';
import { user } from '../support/fixtures';
import { backgroundHandlers, failure, handle, requests, server, withMockApi } from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

const ready = { session: { ...initialSessionState, status: 'ready' as const } };

const FAQS: Faq[] = [
  {
    _id: 'f1',
    category: 'booking',
    question: 'How do I book?',
    answer: 'Pick a decor and a slot.',
  },
  { _id: 'f2', category: 'pricing', question: 'Why do prices vary?', answer: 'Each hub prices.' },
  { _id: 'f3', category: 'booking', question: 'How early?', answer: 'A few hours ahead.' },
  {
    _id: 'f4',
    category: 'orders',
    question: 'Can I reschedule?',
    answer: 'Yes, from My Bookings.',
  },
  { _id: 'f5', category: 'wallet', question: 'What is Credit?', answer: 'Refunds, never expire.' },
  { _id: 'f6', category: 'payment', question: 'Cash on delivery?', answer: 'Yes, as a fallback.' },
  { _id: 'f7', question: 'Do you clean up?', answer: 'Setup and clean-up are included.' },
];

const faqsAnswer = () => handle(contract.content.faqs, () => ({ isSuccess: true, faqs: FAQS }));
const faqRequests = () => requests.filter((request) => request.path === contract.content.faqs.path);

beforeEach(() =>
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  ),
);

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('/help', () => {
  test('offers a call, a chat and an email to the configured support contacts', async () => {
    server.use(faqsAnswer());
    renderRoute('/help', ready);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help and support' }),
    ).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      `tel:${appConfig.contact.callNumber.replace(/\s+/g, '')}`,
    );
    expect(within(contact).getByText(appConfig.contact.callNumber)).toBeVisible();
    const chat = new URL(
      within(contact)
        .getByRole('link', { name: /Chat with us/ })
        .getAttribute('href') ?? '',
    );
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${appConfig.contact.chatNumber}`);
    expect(chat.searchParams.get('text')).toBe('Hi! I want to book a decoration. Please help me.');
    expect(within(contact).getByRole('link', { name: /Email us/ })).toHaveAttribute(
      'href',
      `mailto:${appConfig.contact.supportEmail}`,
    );
    expect(within(contact).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/profile/mybookings',
    );
    expect(document.title).toBe('Help and support | Utsav');
    expect(description()).toContain(appConfig.contact.callNumber);
  });

  test('the chat opens with the signed-in customer’s name', async () => {
    server.use(faqsAnswer());
    renderRoute('/help', { ...ready, auth: { ...initialAuthState, user } });
    const link = await screen.findByRole('link', { name: /Chat with us/ });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(`Hi, I am ${user.name}. I want to book a decoration. Please help me.`);
  });

  test('Need help shows the first common questions, whose answers open on click', async () => {
    server.use(faqsAnswer());
    renderRoute('/help', ready);
    const questions = await screen.findByRole('list', { name: 'Common questions' });
    const items = within(questions).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(
      FAQS.slice(0, COMMON_QUESTIONS).map((faq) => faq.question),
    );
    expect(screen.queryByText('Cash on delivery?')).not.toBeInTheDocument();

    const answer = screen.getByText('Pick a decor and a slot.');
    expect(answer).not.toBeVisible();
    await userEvent.click(screen.getByText('How do I book?'));
    expect(answer).toBeVisible();
  });

  test('See all FAQs leads to /faqs', async () => {
    server.use(faqsAnswer());
    const { navigation } = renderRoute('/help', ready);
    await userEvent.click(await screen.findByRole('link', { name: 'See all FAQs' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(navigation.location().pathname).toBe('/faqs');
  });

  test('the footer’s FAQ’s link opens /help', async () => {
    server.use(faqsAnswer());
    const { navigation } = renderRoute('/faqs', ready);
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await userEvent.click(screen.getByRole('link', { name: "FAQ's" }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help and support' }),
    ).toBeInTheDocument();
    expect(navigation.location().pathname).toBe('/help');
  });

  test('when the questions cannot load it says so, and Try again loads them', async () => {
    server.use(handle(contract.content.faqs, () => failure(500, 'Database unavailable')));
    renderRoute('/help', ready);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the common questions.');
    // The ways to reach support never depend on the server.
    expect(screen.getByRole('link', { name: /Call us/ })).toBeVisible();

    server.use(faqsAnswer());
    await userEvent.click(within(alert).getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('list', { name: 'Common questions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(faqRequests().length).toBeGreaterThanOrEqual(2);
  });
});

describe('/faqs', () => {
  test('every question from the server, under its category, in the server’s order', async () => {
    server.use(faqsAnswer());
    renderRoute('/faqs', ready);
    expect(await screen.findByRole('list', { name: 'Booking' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Booking',
      'Prices and offers',
      'Your orders',
      'Wallet',
      'Payment',
      'More questions',
    ]);
    const booking = screen.getByRole('list', { name: 'Booking' });
    expect(
      within(booking)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['How do I book?Pick a decor and a slot.', 'How early?A few hours ahead.']);
    expect(within(main).getAllByRole('listitem')).toHaveLength(FAQS.length);
    expect(document.title).toBe('Frequently asked questions | Utsav');
  });

  test('shows a loading state, then the questions', async () => {
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      handle(contract.content.faqs, async () => {
        await released;
        return { isSuccess: true, faqs: FAQS };
      }),
    );
    renderRoute('/faqs', ready);
    expect(await screen.findByRole('status', { name: 'Loading the questions' })).toBeVisible();
    release?.();
    expect(await screen.findByText('Do you clean up?')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the questions' })).not.toBeInTheDocument();
  });

  test('a failure offers to try again', async () => {
    server.use(handle(contract.content.faqs, () => failure(503, 'Busy')));
    renderRoute('/faqs', ready);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the questions.');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
