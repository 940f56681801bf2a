import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offersApi, VISIBLE_OFFERS_ARG } from '../../../src/client/api/offersApi';
import type { RootState } from '../../../src/client/app/store';
import { selectCartPricing } from '../../../src/client/features/cart/cartSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { stripDays } from '../../../src/client/features/cart/slotDays';
import { contract, type Product, type TimeSlot } from '../../../src/shared/contract';
import { CONVENIENCE_FEE, formatInr, priceCart } from '../../../src/shared/domain';
import { addOn, HUB, location, offer, price, product } from '../support/fixtures';
import { backgroundHandlers, handle, handleV2, server, withMockApi } from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

const located: Partial<RootState> = {
  session: { ...initialSessionState, status: 'ready' },
  location: { ...initialLocationState, selected: location, hubId: HUB },
};

const BALLOONS = addOn({
  _id: 'a1',
  name: 'Helium Bunch',
  categoryCode: 0,
  index: 1,
  maxQuantity: 2,
  pricing: { defaultPrice: price(300, 400), hubWise: [], cityWise: [] },
});
const LIGHTS = addOn({
  _id: 'a2',
  name: 'Fairy Lights',
  categoryCode: 1,
  index: 2,
  pricing: { defaultPrice: price(450), hubWise: [], cityWise: [] },
});

const SLOT: TimeSlot = {
  slotTime: '15:00-18:00',
  arrivingTime: '15:00',
  readyTime: '18:00',
  orderCount: 0,
  capacity: 5,
  isAvailable: true,
};

function pageHandlers(decor: Product, offers = [offer({ minOrderValue: 5000 })]) {
  // The first handler that matches answers: these go ahead of the background ones.
  return [
    handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers })),
    handle(contract.homepage.baseData, () => ({
      isSuccess: true,
      result: {
        decorCategoriesList: [],
        homePageTopCategories: [],
        serviceableCities: {},
        miscInfos: [
          {
            type: 'addonCategory' as const,
            info: [
              { code: 0, categoryName: 'Balloons' },
              { code: 1, categoryName: 'Lights' },
            ],
          },
        ],
        rails: [],
      },
    })),
    handleV2({
      getOSPVideoData: () => ({ isSuccess: true, data: [] }),
      getProductDetails: () => ({ isSuccess: true, data: [decor] }),
      getProductFeedback: () => ({
        isSuccess: true,
        feedbacks: [],
        analytics: decor.feedback?.analytics ?? { total: 0, average: 0 },
      }),
    }),
    handle(contract.addons.getAddonsByQueryObject, () => ({
      isSuccess: true,
      addOns: [LIGHTS, BALLOONS],
    })),
    handle(contract.timeslot.getByDate, ({ params }) => ({
      isSuccess: true,
      celebrationDate: params.date ?? '',
      hubId: HUB,
      slots: [SLOT],
    })),
    ...backgroundHandlers(),
  ];
}

const DECOR = product({ _id: 'd00042', name: 'Golden Ring Decor' });

function renderDecor(decor: Product = DECOR, offers?: Parameters<typeof pageHandlers>[1]) {
  server.use(...pageHandlers(decor, offers));
  return renderRoute('/products/decor/d00042/golden-ring-decor', located);
}

const bookingBar = () => screen.getByRole('region', { name: 'Your booking' });

describe('product page: booking', () => {
  test('the add-ons come grouped by category, each with a stepper up to its limit', async () => {
    renderDecor();
    const balloons = await screen.findByRole('region', { name: 'Balloons' });
    const lights = screen.getByRole('region', { name: 'Lights' });
    expect(within(balloons).getByRole('button', { name: 'About Helium Bunch' })).toBeVisible();
    expect(within(lights).getByRole('button', { name: 'About Fairy Lights' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'One more Helium Bunch' });
    const fewer = screen.getByRole('button', { name: 'One less Helium Bunch' });
    expect(fewer).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    const stepper = screen.getByRole('group', { name: 'Helium Bunch quantity' });
    expect(within(stepper).getByRole('status')).toHaveTextContent('2');
    await userEvent.click(fewer);
    expect(within(stepper).getByRole('status')).toHaveTextContent('1');
  });

  test('the running total follows the steppers, priced as the server prices the cart, and Book carries it', async () => {
    const { store } = renderDecor();
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    expect(within(bookingBar()).getByText('₹1,500')).toBeVisible();

    await userEvent.click(await screen.findByRole('button', { name: 'One more Helium Bunch' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Helium Bunch' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Fairy Lights' }));

    // The same domain function the server prices carts with, with the coupon the new cart gets.
    const expected = priceCart({
      product: price(1500),
      addOns: [
        { ...price(450), quantity: 1 },
        { ...price(300, 400), quantity: 2 },
      ],
      offer: offer({ minOrderValue: 5000 }),
      convenienceFee: CONVENIENCE_FEE,
      santaTip: 0,
    });
    expect(expected.couponDiscount).toBe(0);
    expect(within(bookingBar()).getByText(formatInr(expected.amountToPay))).toBeVisible();
    expect(bookingBar()).toHaveTextContent('with 3 add-ons');
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent(
      `+ ${formatInr(1050)} for 3 add-ons`,
    );

    await userEvent.click(within(bookingBar()).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(store.getState().cart.status).toBe('filled'));
    const pricing = selectCartPricing(store.getState());
    expect(pricing?.amountToPay).toBe(expected.amountToPay);
    const cart = store.getState().cart;
    expect(cart.status === 'filled' && cart.draft.addOns.map((line) => line.quantity)).toEqual([
      1, 2,
    ]);
  });

  test('the best coupon the new cart will get is taken off the total', async () => {
    const { store } = renderDecor(DECOR, [offer()]);
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    // The session's start loads the visible offers, as here.
    void store.dispatch(
      offersApi.endpoints.offersGetOffersByQueryObject.initiate(VISIBLE_OFFERS_ARG),
    );
    // PARTY10: 10% of the decor, ₹150 of ₹1,500.
    await waitFor(() => expect(within(bookingBar()).getByText('₹1,350')).toBeVisible());
    expect(bookingBar()).toHaveTextContent('₹150 off');
    // The new cart gets that coupon once a session, and with it the same total.
    await userEvent.click(within(bookingBar()).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(selectCartPricing(store.getState())?.amountToPay).toBe(1350));
  });

  test('the date strip starts today, and the chosen slot goes into the cart', async () => {
    const { store } = renderDecor();
    const strip = await screen.findByRole('list', { name: 'Celebration date' });
    const [today, tomorrow] = stripDays(new Date());
    const days = within(strip).getAllByRole('button');
    expect(days[0]).toHaveAccessibleName(today!.label);
    expect(within(strip).getByRole('button', { name: tomorrow!.label })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(await screen.findByRole('button', { name: /15:00 – 18:00/ }));
    await userEvent.click(within(bookingBar()).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(store.getState().cart.status).toBe('filled'));
    const { cart } = store.getState();
    expect(cart.status === 'filled' && cart.draft).toMatchObject({
      celebrationDate: tomorrow!.date,
      arrivingTime: '15:00',
      readyTime: '18:00',
    });
  });
});

describe('product page: what it says', () => {
  test("a decor nobody has rated yet reads 'New', never a count of 0 ratings", async () => {
    renderDecor(product({ ...DECOR, feedback: { analytics: { total: 0, average: 0 } } }));
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    expect(screen.getByText('New')).toBeVisible();
    expect(screen.queryByText(/0 ratings/)).not.toBeInTheDocument();
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  });

  test('a rated decor shows its mean stars and how many rated it', async () => {
    renderDecor(product({ ...DECOR, feedback: { analytics: { total: 1234, average: 4.62 } } }));
    expect(await screen.findByText('★ 4.6 · 1,234 ratings')).toBeVisible();
    expect(screen.getByLabelText('Rated 4.6 out of 5 by 1,234 customers')).toBeVisible();
  });

  test('tags read as labels, not slugs', async () => {
    renderDecor(product({ ...DECOR, tags: ['rose-gold', 'wall decor', 'kids_party'] }));
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rose Gold', 'Wall Decor', 'Kids Party']);
  });

  test("a decor's variants are links to their own pages, the current one marked", async () => {
    const { navigation } = renderDecor(
      product({
        ...DECOR,
        variants: [
          { _id: 'd00043', name: 'Golden Ring Decor (Large)' },
          { _id: 'd00044', name: 'Golden Ring Decor (Grand)' },
        ],
      }),
    );
    const variants = await screen.findByRole('navigation', { name: 'Variants' });
    const links = within(variants).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Standard', 'Large', 'Grand']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(variants).getByRole('link', { name: 'Grand' }));
    await waitFor(() =>
      expect(navigation.location().pathname).toBe('/products/decor/d00044/golden-ring-decor-grand'),
    );
  });

  test('a decor without variants has no chooser', async () => {
    renderDecor();
    await screen.findByRole('heading', { level: 1, name: 'Golden Ring Decor' });
    expect(screen.queryByRole('navigation', { name: 'Variants' })).not.toBeInTheDocument();
  });
});
