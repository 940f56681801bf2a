import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { POLICY_PAGES } from '../../../src/client/views/policies/policyPages';
import { contract, type Policy } from '../../../src/shared/contract';
import { backgroundHandlers, failure, handle, requests, server, withMockApi } from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

const ready = { session: { ...initialSessionState, status: 'ready' as const } };

/** Each policy's own text, so a page showing another policy's words is caught. */
const POLICIES: Record<Policy['slug'], Policy> = {
  privacy: {
    slug: 'privacy',
    title: 'Privacy Policy',
    updatedAt: '2024-03-05T10:00:00.000Z',
    sections: [
      { paragraphs: ['We collect your name and phone number.'] },
      { heading: 'How we use your data', paragraphs: ['For sign-in codes.', 'Never sold.'] },
    ],
  },
  terms: {
    slug: 'terms',
    title: 'Terms and Conditions',
    updatedAt: '2024-01-20T18:45:00.000Z',
    sections: [
      { paragraphs: ['By booking you agree to these terms.'] },
      { heading: 'Venue access', paragraphs: ['Give our team access at the arriving time.'] },
    ],
  },
  shippingPolicy: {
    slug: 'shippingPolicy',
    title: 'Shipping Policy',
    updatedAt: '2023-12-31T20:00:00.000Z',
    sections: [{ paragraphs: ['Our team sets up at your address in your slot.'] }],
  },
  cancellation: {
    slug: 'cancellation',
    title: 'Cancellation and Refunds',
    updatedAt: '2024-06-01T00:00:00.000Z',
    sections: [{ heading: 'Refunds', paragraphs: ['Refunds go to your Credit balance.'] }],
  },
};

/** The date a reader in India sees: 20:00 UTC on 31 December is already 1 January there. */
const UPDATED = {
  privacy: '5 March 2024',
  terms: '21 January 2024',
  shippingPolicy: '1 January 2024',
  cancellation: '1 June 2024',
} as const;

const policyHandler = () =>
  handle(contract.content.policy, ({ params }) => {
    const policy = POLICIES[params.slug as Policy['slug']];
    return policy ? { isSuccess: true, policy } : failure(404, 'No policy');
  });

beforeEach(() =>
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  ),
);

const policyRequests = () => requests.filter((request) => request.path.includes('/policy/'));

describe.each(Object.values(POLICIES))('$title page', (policy) => {
  const page = POLICY_PAGES[policy.slug];

  test('shows the server’s text under its headings, with the date and the other policies', async () => {
    server.use(policyHandler());
    renderRoute(page.path, ready);
    expect(
      await screen.findByRole('heading', { level: 1, name: policy.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`Last updated ${UPDATED[policy.slug]}`)).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .queryAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(policy.sections.flatMap((section) => section.heading ?? []));
    for (const paragraph of policy.sections.flatMap((section) => section.paragraphs)) {
      expect(within(main).getByText(paragraph)).toBeVisible();
    }
    expect(policyRequests().map((request) => request.path)).toEqual([
      `/api/content/policy/${policy.slug}`,
    ]);

    const others = screen.getByRole('navigation', { name: 'Other policies' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      Object.values(POLICY_PAGES)
        .filter((other) => other.path !== page.path)
        .map((other) => other.path),
    );

    expect(document.title).toBe(`${policy.title} | Utsav`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      page.description,
    );
  });
});

describe('policy pages', () => {
  test('the footer’s policy links open each page', async () => {
    server.use(policyHandler());
    const { navigation } = renderRoute('/privacy', ready);
    await screen.findByText('We collect your name and phone number.');
    const footer = screen.getByRole('contentinfo');
    for (const [label, slug] of [
      ['Term & Conditions', 'terms'],
      ['Shipping policy', 'shippingPolicy'],
      ['Cancellation & refunds', 'cancellation'],
      ['Privacy Policy', 'privacy'],
    ] as const) {
      await userEvent.click(within(footer).getByRole('link', { name: label }));
      expect(
        await screen.findByRole('heading', { level: 1, name: POLICIES[slug].title }),
      ).toBeInTheDocument();
      expect(navigation.location().pathname).toBe(POLICY_PAGES[slug].path);
    }
  });

  test('moving to another policy never shows the previous one’s text under its title', async () => {
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      handle(contract.content.policy, async ({ params }) => {
        if (params.slug === 'terms') await released;
        return { isSuccess: true, policy: POLICIES[params.slug as Policy['slug']] };
      }),
    );
    renderRoute('/privacy', ready);
    await screen.findByText('We collect your name and phone number.');
    const others = screen.getByRole('navigation', { name: 'Other policies' });
    await userEvent.click(within(others).getByRole('link', { name: 'Terms and Conditions' }));

    expect(
      await screen.findByRole('status', { name: 'Loading the Terms and Conditions' }),
    ).toBeVisible();
    expect(screen.queryByText('We collect your name and phone number.')).not.toBeInTheDocument();
    release?.();
    expect(await screen.findByText('By booking you agree to these terms.')).toBeVisible();
  });

  test('a failure says so and Try again shows the policy', async () => {
    server.use(handle(contract.content.policy, () => failure(500, 'Database unavailable')));
    renderRoute('/cancellation', ready);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the Cancellation and Refunds.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancellation and Refunds' }),
    ).toBeInTheDocument();

    server.use(policyHandler());
    await userEvent.click(within(alert).getByRole('button', { name: 'try again' }));
    expect(await screen.findByText('Refunds go to your Credit balance.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
