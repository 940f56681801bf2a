// What a customer sees while code and images arrive: a dialog's skeleton of its size until its
// code has loaded, a page-sized placeholder while a page loads, and the images above the fold
// asked for at once (the first one ahead of the rest) while those below wait for the scroll.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/client/app/store';
import { addressFormOpenedForEdit } from '../../../src/client/features/addressForm/addressFormSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { loginModalOpened, modalOpened } from '../../../src/client/features/modals/modalsSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract } from '../../../src/shared/contract';
import { address, HUB, location, product } from '../support/fixtures';
import {
  backgroundHandlers,
  handle,
  productPageHandlers,
  server,
  withMockApi,
} from '../support/msw';
import { Skeleton } from '../../../src/client/views/components/ui/ui.styles';
import { homePageDrawn, renderRoute, renderWithProviders } from '../support/render';
import type * as OverlayChunks from '../../../src/client/views/shell/overlays/overlayChunks';

withMockApi();

/**
 * The login dialog's code, loaded for real, but held back while a test holds it (its loader is
 * the one the overlays' host and the preload on intent both call).
 */
const mockHeldLoginCode = {
  gate: Promise.resolve(),
  hold() {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return { release };
  },
};
jest.mock('../../../src/client/views/shell/overlays/overlayChunks', () => {
  const actual: typeof OverlayChunks = jest.requireActual(
    '../../../src/client/views/shell/overlays/overlayChunks',
  );
  return {
    overlayChunks: {
      ...actual.overlayChunks,
      login: () => mockHeldLoginCode.gate.then(actual.overlayChunks.login),
    },
  };
});

const ready = { session: { ...initialSessionState, status: 'ready' as const } };
const located: Partial<RootState> = {
  ...ready,
  location: { ...initialLocationState, selected: location, hubId: HUB },
};

function onHome() {
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  );
  return renderRoute('/', located);
}

/** The skeleton an overlay shows while its code loads (a busy status named after it). */
const skeletonOf = (title: string) => screen.getByRole('status', { name: `Loading ${title}` });

describe('dialogs load when opened', () => {
  // Each test opens a dialog for the first time in this file: its code is not loaded yet.
  test('a named placeholder is announced as a loading status; a bare one is only a shape', () => {
    renderWithProviders(
      <>
        <Skeleton $height="6rem" aria-label="Loading reviews" />
        <Skeleton $height="2rem" data-testid="bare" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
    expect(screen.getByTestId('bare')).not.toHaveAttribute('role');
  });

  test('the login dialog shows its titled card at its size, then the phone form', async () => {
    const { store } = onHome();
    await homePageDrawn();
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    // The login dialog's code is held back, as on a slow network: here code arrives at once, and
    // on a fast or a busy machine the card could come and go between two looks.
    const arrival = mockHeldLoginCode.hold();
    try {
      act(() => store.dispatch(loginModalOpened()));
      const skeleton = await screen.findByRole('status', { name: 'Loading Login' });
      expect(skeleton).toHaveTextContent('Login');
      expect(within(skeleton).getByTestId('overlay-skeleton-body')).toHaveStyle({
        height: '10rem',
      });
      expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    } finally {
      arrival.release();
    }
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading Login' })).not.toBeInTheDocument();
  });

  test('a click outside the skeleton closes the dialog it stands for', async () => {
    const { store } = onHome();
    await homePageDrawn();
    act(() =>
      store.dispatch(
        modalOpened({ name: 'share', options: { url: 'https://utsav.test/x', title: 'Arch' } }),
      ),
    );
    const skeleton = await screen.findByRole('status', { name: 'Loading Share with' });
    await userEvent.click(skeleton.parentElement as HTMLElement);
    expect(store.getState().modals.share).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Share with' })).not.toBeInTheDocument();
  });

  test('the location panel opens as its drawer with its header, then its search', async () => {
    const { store } = onHome();
    await homePageDrawn();
    await userEvent.click(screen.getByRole('button', { name: /Service location/ }));
    expect(skeletonOf('Select service location')).toHaveTextContent('Select service location');
    const panel = await screen.findByRole('dialog', { name: 'Select service location' });
    expect(within(panel).getByRole('textbox')).toBeVisible();
    expect(store.getState().location.panel.status).not.toBe('closed');
  });

  test('the address form shows its sheet with its title while its fields load', async () => {
    const { store } = onHome();
    await homePageDrawn();
    act(() =>
      store.dispatch(
        addressFormOpenedForEdit({
          address: address(),
          owner: { name: 'Asha', phone: '9876543210' },
        }),
      ),
    );
    expect(await screen.findByRole('status', { name: 'Loading Edit address' })).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Edit address' })).toBeVisible();
    expect(store.getState().addressForm.status).toBe('open');
  });
});

describe('a page that is loading keeps its place', () => {
  test('/delete/user shows a page-sized placeholder until its page arrives', async () => {
    renderRoute('/delete/user', ready);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
  });

  test('the support console shows a placeholder until its page arrives', async () => {
    renderRoute('/support/login', ready);
    expect(screen.getByRole('status', { name: 'Loading the support console' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a shop page loading alone keeps the frame with a page-sized placeholder', async () => {
    // A page no test of this file has drawn: its code is not loaded yet (a page's code, once
    // loaded, is drawn at once).
    server.use(...backgroundHandlers());
    renderRoute('/no/such/page', located);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
  });

  test('a navigation keeps the page on screen until the next page has loaded', async () => {
    server.use(...backgroundHandlers());
    const { navigation } = renderRoute('/no/such/page', located);
    await screen.findByRole('heading', { name: 'Page not found' });
    // My bookings: a page no test of this file has drawn, so its code is still to load.
    act(() => navigation.navigate('/profile/mybookings'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
  });
});

describe('the images above the fold come first', () => {
  test('a listing asks for its first row at once, the first card first; later cards wait', async () => {
    server.use(
      ...backgroundHandlers(),
      handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
      handle(contract.products.getProductsByFilter, () => ({
        isSuccess: true,
        products: Array.from({ length: 10 }, (_, i) =>
          product({ _id: `p${i}`, name: `Decor ${i}`, images: [`https://img.example/p${i}.jpg`] }),
        ),
        productsCount: 10,
        isLast: true,
        categoriesByTags: [],
      })),
    );
    renderRoute('/decors/list', located);
    await screen.findByRole('article', { name: 'Decor 9' });
    const images = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('img') as HTMLImageElement);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(4).fill('eager'),
      ...Array<string>(6).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array<null>(9).fill(null),
    ]);
  });

  test('a catalogue drawing comes as WebP in the size the layout needs; other pictures as they are', async () => {
    const drawn = '/api/content/images/product/wall-pastel-birthday-d00001-1';
    server.use(
      ...backgroundHandlers(),
      handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
      handle(contract.products.getProductsByFilter, () => ({
        isSuccess: true,
        products: [
          product({ _id: 'p0', name: 'Drawn decor', images: [`${drawn}.svg`] }),
          product({ _id: 'p1', name: 'Photo decor', images: ['https://img.example/p1.jpg'] }),
        ],
        productsCount: 2,
        isLast: true,
        categoriesByTags: [],
      })),
    );
    renderRoute('/decors/list', located);
    const drawnCard = await screen.findByRole('article', { name: 'Drawn decor' });
    const image = drawnCard.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', `${drawn}.svg`);
    expect(image.getAttribute('srcset')?.split(', ')).toEqual(
      [120, 240, 360, 480, 600].map((width) => `${drawn}.${width}.webp ${width}w`),
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 769px) 22vw, 47vw');
    const photo = screen.getByRole('article', { name: 'Photo decor' }).querySelector('img');
    expect(photo).not.toHaveAttribute('srcset');
  });

  test('a product page asks for its main image first and not lazily', async () => {
    const decor = product({ _id: 'd00042', name: 'Golden Ring Decor' });
    server.use(...productPageHandlers(decor));
    renderRoute('/products/decor/d00042/golden-ring-decor', located);
    const image = await screen.findByRole('img', { name: 'Golden Ring Decor' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
  });
});
