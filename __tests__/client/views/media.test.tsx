// The site's pictures and clips as a customer's browser gets them: catalogue pictures as AVIF with
// a WebP fallback over a blurred placeholder, every video as WebM then MP4 with its poster, the
// nav's drop banner before and after login, the how-it-works video view and the
// referral-applied modal.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { makeStore, type RootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import { modalOpened } from '../../../src/client/features/modals/modalsSlice';
import {
  REFERRAL_NOTICE_DAYS,
  referralNotice,
} from '../../../src/client/features/modals/referralNotice';
import Overlays from '../../../src/client/views/shell/overlays/Overlays';
import { ProductCard } from '../../../src/client/views/components/product/ProductCard';
import { DropBanner } from '../../../src/client/views/shell/DropBanner';
import { Picture } from '../../../src/client/views/components/ui/Picture';
import { HowItWorks } from '../../../src/client/views/home/rails/HowItWorks';
import { contract, type WalletLedgerEntry } from '../../../src/shared/contract';
import { product, signedInData, user } from '../support/fixtures';
import { dialogsCanTakeFocus, focusMovesInto, focusReturnsTo } from '../support/focus';
import { backgroundHandlers, handle, server, withMockApi } from '../support/msw';
import { endsWithTest } from '../support/render';
import { fakeServices } from '../support/store';

withMockApi();

const DRAWING = '/api/content/images/product/arch-rose-gold-birthday-d00002-1';

/** The files a <video> offers, in the order the browser tries them: [URL, media type]. */
const sourcesOf = (video: Element | null) =>
  [...(video?.querySelectorAll('source') ?? [])].map((source) => [
    source.getAttribute('src'),
    source.getAttribute('type'),
  ]);

function renderAt(path: string, ui: React.ReactNode, preloaded?: Partial<RootState>) {
  const store = endsWithTest(makeStore(preloaded, { services: fakeServices() }));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const signedIn: Partial<RootState> = { auth: { ...initialAuthState, user } };

describe('a catalogue picture', () => {
  test('AVIF first, WebP as the fallback, at the widths the layout asks for, sized', () => {
    const { container } = render(
      <Picture src={`${DRAWING}.svg`} alt="Rose-gold arch" width={300} height={300} sizes="47vw" />,
    );
    const avif = container.querySelector('picture > source');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif?.getAttribute('srcset')).toContain(`${DRAWING}.600.avif 600w`);
    expect(avif).toHaveAttribute('sizes', '47vw');
    const img = screen.getByRole('img', { name: 'Rose-gold arch' });
    expect(img.getAttribute('srcset')).toContain(`${DRAWING}.360.webp 360w`);
    expect(img).toHaveAttribute('src', `${DRAWING}.svg`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '300']);
    // Below the fold by default: fetched as it nears the screen.
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  test('in the first view its 16 px placeholder fills the box until the picture covers it', () => {
    render(
      <Picture
        src={`${DRAWING}.svg`}
        alt=""
        width={300}
        height={300}
        sizes="47vw"
        priority="eager"
      />,
    );
    const img = document.querySelector('img');
    expect(img?.style.backgroundImage).toContain(`${DRAWING}.placeholder.webp`);
    expect(img?.style.backgroundSize).toBe('cover');
  });

  test('below the fold it waits on a tint, so its placeholder costs no request up front', () => {
    render(<Picture src={`${DRAWING}.svg`} alt="" width={300} height={300} sizes="47vw" />);
    const img = document.querySelector('img');
    expect(img?.style.backgroundImage).toBe('');
    expect(img?.style.backgroundColor).not.toBe('');
  });

  test("the page's largest picture is asked for first and never lazily", () => {
    render(
      <Picture
        src={`${DRAWING}.svg`}
        alt=""
        width={600}
        height={600}
        sizes="50vw"
        priority="first"
      />,
    );
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  test('a picture from elsewhere is a plain image with no sources or placeholder', () => {
    render(<Picture src="https://img.example/a.jpg" alt="" width={80} height={80} sizes="80px" />);
    expect(document.querySelector('picture')).toBeNull();
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://img.example/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('style');
  });

  test("a product card's picture comes in AVIF, its first card's ahead of the rest", () => {
    renderAt(
      '/',
      <ProductCard product={product({ images: [`${DRAWING}.svg`] })} imagePriority="first" />,
    );
    expect(document.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});

describe("the navigation's drop banner", () => {
  test('before login: the guest clip (WebM, then MP4) over its poster, and a login button', async () => {
    const store = renderAt('/', <DropBanner />);
    const banner = screen.getByRole('region', { name: 'Offer prices' });
    const video = banner.querySelector('video');
    expect(video).toHaveAttribute('poster', '/media/drop-guest-poster.webp');
    expect(sourcesOf(video)).toEqual([
      ['/media/drop-guest.webm', 'video/webm'],
      ['/media/drop-guest.mp4', 'video/mp4'],
    ]);
    expect(within(banner).getByText('Offer prices for members')).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Login to drop price' }));
    expect(store.getState().modals.login).not.toBeNull();
  });

  test('after login: the member clip and a way to the decorations', () => {
    renderAt('/', <DropBanner />, signedIn);
    const banner = screen.getByRole('region', { name: 'Offer prices' });
    const video = banner.querySelector('video');
    expect(video).toHaveAttribute('poster', '/media/drop-member-poster.webp');
    expect(sourcesOf(video)).toEqual([
      ['/media/drop-member.webm', 'video/webm'],
      ['/media/drop-member.mp4', 'video/mp4'],
    ]);
    expect(within(banner).getByText('Your offer prices are on')).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Explore decorations' })).toHaveAttribute(
      'href',
      '/decors/list',
    );
    expect(within(banner).queryByRole('button', { name: 'Login to drop price' })).toBeNull();
  });

  test('the banner changes to the member variant when the customer signs in', () => {
    server.use(...backgroundHandlers());
    const store = renderAt('/', <DropBanner />);
    act(() => {
      store.dispatch(userSignedIn({ data: signedInData(), via: 'otp' }));
    });
    expect(document.querySelector('[data-drop-banner]')).toHaveAttribute(
      'data-drop-banner',
      'member',
    );
  });

  test('only the home page shows it', () => {
    renderAt('/decors/list', <DropBanner />);
    expect(screen.queryByRole('region', { name: 'Offer prices' })).toBeNull();
  });
});

describe('the dialogs', () => {
  dialogsCanTakeFocus();

  test('how it works: the clip with its steps; Escape closes it and focus goes back', async () => {
    renderAt(
      '/',
      <>
        <HowItWorks />
        <Overlays />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Watch how it works' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'How it works' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('poster', '/media/how-it-works-poster.webp');
    expect(video).toHaveAttribute('controls');
    expect(sourcesOf(video)).toEqual([
      ['/media/how-it-works.webm', 'video/webm'],
      ['/media/how-it-works.mp4', 'video/mp4'],
    ]);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('strong')?.textContent),
    ).toEqual(['Pick a decoration', 'Choose a date and time', 'Pay your way', 'We decorate']);
    await focusMovesInto(dialog);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'How it works' })).toBeNull();
    await focusReturnsTo(opener);
  });

  const entry = (overrides: Partial<WalletLedgerEntry>): WalletLedgerEntry => ({
    _id: 'w1',
    balance: 'reward',
    amount: 200,
    reason: 'referral',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2027-02-18T10:00:00.000Z',
    ...overrides,
  });

  test('a sign-in with a recent referral Reward raises the referral-applied modal', async () => {
    server.use(
      handle(contract.users.getWallet, () => ({
        isSuccess: true,
        balances: { reward: 200, credit: 0 },
        ledger: [entry({ createdAt: new Date(Date.now() - 60_000).toISOString() })],
      })),
      ...backgroundHandlers(),
    );
    const store = renderAt('/', <Overlays />);
    act(() => {
      store.dispatch(userSignedIn({ data: signedInData(), via: 'otp' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Referral applied' });
    expect(within(dialog).getByText('₹200 Reward is added to your wallet')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Reward pays up to 5% of the order value and expires on 18 Feb 2027.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog', { name: 'Referral applied' })).toBeNull();
    expect(store.getState().modals.referralApplied).toBeNull();
  });

  test('a sign-in without one raises nothing', async () => {
    let asked = 0;
    server.use(
      handle(contract.users.getWallet, () => {
        asked += 1;
        return { isSuccess: true, balances: { reward: 0, credit: 50 }, ledger: [] };
      }),
      ...backgroundHandlers(),
    );
    const store = renderAt('/', <Overlays />);
    act(() => {
      store.dispatch(userSignedIn({ data: signedInData(), via: 'otp' }));
    });
    await waitFor(() => expect(asked).toBe(1));
    expect(store.getState().modals.referralApplied).toBeNull();
  });

  test('the modal shows a note the credit carries, and closes on Escape', async () => {
    const store = renderAt('/', <Overlays />);
    act(() => {
      store.dispatch(
        modalOpened({
          name: 'referralApplied',
          options: {
            entryId: 'w1',
            amount: 1500,
            note: 'Priya joined with your link',
            expiresAt: null,
          },
        }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Referral applied' });
    expect(within(dialog).getByText('₹1,500 Reward is added to your wallet')).toBeVisible();
    expect(within(dialog).getByText('Priya joined with your link')).toBeVisible();
    expect(within(dialog).getByText('Reward pays up to 5% of the order value.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Referral applied' })).toBeNull();
  });

  describe('referralNotice', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    test.each([
      ['a referral Reward credited today', [entry({ createdAt: daysAgo(0) })], 200],
      [
        `one credited ${REFERRAL_NOTICE_DAYS} days ago`,
        [entry({ createdAt: daysAgo(REFERRAL_NOTICE_DAYS) })],
        200,
      ],
      ['one older than that', [entry({ createdAt: daysAgo(REFERRAL_NOTICE_DAYS + 1) })], null],
      ['an expired one', [entry({ createdAt: daysAgo(1), expiresAt: daysAgo(0.5) })], null],
      ['a promotion', [entry({ reason: 'promotion', createdAt: daysAgo(1) })], null],
      ['a spend', [entry({ amount: -50, createdAt: daysAgo(1) })], null],
      [
        'the newest of two',
        [
          entry({ _id: 'a', amount: 100, createdAt: daysAgo(3) }),
          entry({ _id: 'b', amount: 300, createdAt: daysAgo(1) }),
        ],
        300,
      ],
    ])('%s', (_name, ledger, amount) => {
      expect(referralNotice(ledger, now)?.amount ?? null).toBe(amount);
    });
  });
});
