import { homepageApi } from '../../../../src/client/api/homepageApi';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import {
  HOME_BANNERS_ARG,
  selectHomeBanners,
  selectHomeGreeting,
  serviceCities,
} from '../../../../src/client/features/listing/homeSelectors';
import { cardsInIdOrder } from '../../../../src/client/features/listing/listingCards';
import { selectProductPriceDisplay } from '../../../../src/client/features/listing/priceDisplay';
import type { Banner } from '../../../../src/shared/contract';
import { product, user } from '../../support/fixtures';
import { machine, testStore } from '../../support/store';

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  _id: 'b1',
  placeType: 'home',
  placementPosition: 1,
  device: 'mobile',
  bannerImgUrl: 'https://img.example/b1.jpg',
  redirectUrl: 'https://utsav.example/decors/list/birthday',
  name: 'Birthday week',
  ...overrides,
});

describe('the home page', () => {
  test('greets a signed-in customer by name, and tells a visitor why to sign in', () => {
    expect(selectHomeGreeting(machine().state())).toBe(
      'Login to unlock offer prices on every decoration.',
    );
    const signedIn = machine({ auth: { ...initialAuthState, user } });
    expect(selectHomeGreeting(signedIn.state())).toBe(
      'Welcome back, Asha Rao! Your offers apply automatically.',
    );
    const unnamed = machine({ auth: { ...initialAuthState, user: { ...user, name: '' } } });
    expect(selectHomeGreeting(unnamed.state())).toBe(
      'Welcome back! Your offers apply automatically.',
    );
  });

  test("shows each banner once: a device's copy of the same banner is left out", async () => {
    const { store } = testStore();
    expect(selectHomeBanners(store.getState())).toEqual([]);
    await store.dispatch(
      homepageApi.util.upsertQueryData('homepageGetBanners', HOME_BANNERS_ARG, {
        isSuccess: true,
        banners: [
          banner(),
          banner({ _id: 'b2', device: 'desktop' }),
          banner({ _id: 'b3', name: 'Anniversary' }),
        ],
      }),
    );
    const shown = selectHomeBanners(store.getState());
    expect(shown.map(({ _id }) => _id)).toEqual(['b1', 'b3']);
    expect(selectHomeBanners(store.getState())).toBe(shown);
  });

  test('lists the cities served in the order the server gives, none before they arrive', () => {
    const pune = { label: 'Pune', imageUrl: 'https://img.example/pune.jpg' };
    const mumbai = { label: 'Mumbai', imageUrl: 'https://img.example/mumbai.jpg' };
    const cities = { pune, mumbai } as unknown as Parameters<typeof serviceCities>[0];
    expect(serviceCities(cities)).toEqual([
      ['pune', pune],
      ['mumbai', mumbai],
    ]);
    expect(serviceCities(cities)).toBe(serviceCities(cities));
    expect(serviceCities(undefined)).toEqual([]);
  });
});

describe('rail cards for kept ids', () => {
  const answer = [product({ _id: 'p1' }), product({ _id: 'p2' }), product({ _id: 'p3' })];

  test("in the ids' order, leaving out ids the answer lacks", () => {
    expect(cardsInIdOrder(answer, 'p3,p9,p1').map(({ _id }) => _id)).toEqual(['p3', 'p1']);
  });

  test('none before the answer or without ids; the same cards for the same answer', () => {
    expect(cardsInIdOrder(undefined, 'p1')).toEqual([]);
    expect(cardsInIdOrder(answer, '')).toEqual([]);
    expect(cardsInIdOrder(answer, 'p2,p1')).toBe(cardsInIdOrder(answer, 'p2,p1'));
  });
});

describe("a product's price block", () => {
  test('is worked out once per product while the price context stands', () => {
    const page = machine();
    const decor = product();
    const other = product({ _id: 'p2' });
    const display = selectProductPriceDisplay(page.state(), decor);
    // Before the session has started, every block waits for it.
    expect(display.kind).toBe('calculating');
    selectProductPriceDisplay(page.state(), other);
    expect(selectProductPriceDisplay(page.state(), decor)).toBe(display);
  });
});
