import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { makeStore, type RootState } from '../../../src/client/app/store';
import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import { initialAuthState } from '../../../src/client/features/auth/authSlice';
import {
  filledFrom,
  initialCartState,
  type CartDraft,
} from '../../../src/client/features/cart/cartSlice';
import { initialLocationState } from '../../../src/client/features/location/locationSlice';
import { sessionStarted } from '../../../src/client/features/session/sessionEvents';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { contract, type Cart, type Offer } from '../../../src/shared/contract';
import {
  MESSAGES,
  addWorthMoreMessage,
  couponNotUsableMessage,
  couponRemovedMessage,
  promoCodeInvalidMessage,
} from '../../../src/shared/domain';
import {
  HUB,
  addOn,
  address,
  location,
  offer,
  product,
  serverCart,
  sessionData,
  signedInData,
  user,
  cartDraft,
} from '../support/fixtures';
import {
  backgroundHandlers,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../support/msw';
import { routedApp } from '../support/render';
import { fakeServices } from '../support/store';

withMockApi();

const SLOT = { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' };
const PHOTO_BOOTH = addOn();
const LIGHTS = addOn({
  _id: 'a2',
  name: 'Warm fairy lights',
  index: 2,
  maxQuantity: 2,
  pricing: {
    defaultPrice: { sellingPrice: 250, costPrice: 300, webDiscount: 50 },
    hubWise: [],
    cityWise: [],
  },
});

interface Setup {
  draft?: Partial<CartDraft> | null;
  priced?: Cart | null;
  signedIn?: boolean;
  couponAutoApplyDone?: boolean;
}

function state({
  draft: overrides = {},
  priced = null,
  signedIn = false,
  couponAutoApplyDone = true,
}: Setup = {}): Partial<RootState> {
  const common = { ...initialCartState, selectedDate: '24-12-2026', couponAutoApplyDone };
  return {
    session: { ...initialSessionState, status: 'ready' },
    location: { ...initialLocationState, selected: location, hubId: HUB },
    auth: { ...initialAuthState, user: signedIn ? user : null },
    cart: overrides === null ? common : filledFrom(common, cartDraft(overrides), priced),
  };
}

/** The /checkout route with recording services, so navigation can be asserted. */
function renderCheckout(setup: Setup = {}) {
  const services = fakeServices();
  const store = makeStore(state(setup), { services });
  render(<AppProviders store={store}>{routedApp('/checkout', store).app}</AppProviders>);
  return { store, services, draft: () => store.getState().cart };
}

const draftOf = (cart: RootState['cart']) => (cart.status === 'filled' ? cart.draft : null);

/** Answers for every call the page may make; the first handler for a call wins in MSW. */
function handlers({
  offers = [offer()],
  addOns = [PHOTO_BOOTH, LIGHTS],
  cart = serverCart(),
}: { offers?: Offer[]; addOns?: ReturnType<typeof addOn>[]; cart?: Cart } = {}) {
  return [
    handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers })),
    handle(contract.addons.getAddonsByQueryObject, () => ({ isSuccess: true, addOns })),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
    handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart })),
    handle(contract.cart.delete, () => ({ isSuccess: true })),
    handle(contract.timeslot.checkSlotAvailability, () => ({ isSuccess: true, isAvailable: true })),
    handle(contract.users.getWallet, () => ({
      isSuccess: true,
      balances: { reward: 0, credit: 0 },
      ledger: [],
    })),
    ...backgroundHandlers(),
  ];
}

/** The page's answers with some calls answered differently. */
const serve = (...overrides: ReturnType<typeof handle>[]) =>
  server.use(...overrides, ...handlers());

const heading = () => screen.findByRole('heading', { level: 1, name: 'Checkout' });
const toast = async (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
const breakdown = () => {
  const list = screen.getByLabelText('Price breakdown');
  const terms = within(list)
    .getAllByRole('term')
    .map((node) => node.textContent);
  const values = within(list)
    .getAllByRole('definition')
    .map((node) => node.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};

describe('empty cart', () => {
  test('a friendly empty state links home', async () => {
    server.use(...handlers());
    renderCheckout({ draft: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore decorations' })).toHaveAttribute('href', '/');
  });
});

describe('cart items', () => {
  test('shows the decor, its add-ons with quantities, and + / − change them', async () => {
    server.use(...handlers());
    const { store } = renderCheckout({ draft: { addOns: [{ addon: LIGHTS, quantity: 1 }] } });
    await heading();
    expect(screen.getByRole('link', { name: product().name })).toHaveAttribute(
      'href',
      '/products/decor/p1/pastel-balloon-arch-with-fairy-lights',
    );
    const chosen = screen.getByRole('list', { name: 'Chosen add-ons' });
    expect(within(chosen).getByText('Warm fairy lights')).toBeInTheDocument();
    const stepper = screen.getByRole('group', { name: 'Warm fairy lights quantity' });
    expect(within(stepper).getByText('1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'One more Warm fairy lights' }));
    expect(within(stepper).getByText('2')).toBeInTheDocument();
    // Its maximum quantity is 2.
    expect(screen.getByRole('button', { name: 'One more Warm fairy lights' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'One less Warm fairy lights' }));
    await userEvent.click(screen.getByRole('button', { name: 'One less Warm fairy lights' }));
    expect(screen.queryByRole('list', { name: 'Chosen add-ons' })).not.toBeInTheDocument();
    expect(draftOf(store.getState().cart)?.addOns).toEqual([]);
  });

  test('another add-on of the hub is added from More add-ons', async () => {
    server.use(...handlers());
    const { store } = renderCheckout();
    await heading();
    await userEvent.click(await screen.findByText('More add-ons'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Photo booth' }));
    expect(draftOf(store.getState().cart)?.addOns).toEqual([{ addon: PHOTO_BOOTH, quantity: 1 }]);
    expect(
      within(screen.getByRole('list', { name: 'Chosen add-ons' })).getByText('Photo booth'),
    ).toBeInTheDocument();
  });
});

describe('price breakdown', () => {
  test("shows the server's priced cart: product, add-ons, coupon, fee, tip and total", async () => {
    server.use(...handlers());
    const priced = serverCart({
      addOns: [{ addon: PHOTO_BOOTH, quantity: 2 }],
      offers: [offer()],
      santaTip: 50,
      addOnsTotal: 600,
      couponDiscount: 150,
      cartPrice: 2100,
      buyingPrice: 1999,
      amountToPay: 2049,
      savings: 550,
    });
    renderCheckout({
      draft: {
        addOns: [{ addon: PHOTO_BOOTH, quantity: 2 }],
        offers: [offer()],
        santaTip: 50,
      },
      priced,
    });
    await heading();
    // 1500 + 2 × 300; PARTY10 takes 10% of the product price; fee 49 from the server; tip 50.
    expect(breakdown()).toEqual({
      'Decor price': '₹1,500',
      'Add-ons': '₹600',
      'Coupon discount': '−₹150',
      'Convenience fee': '₹49',
      'Santa tip': '₹50',
      Total: '₹2,049',
    });
    // Savings: coupon 150, product 200, add-ons 2 × 100.
    expect(screen.getByText('You save ₹550 on this order')).toBeInTheDocument();
  });

  test('a santa tip is chosen and lands in the total', async () => {
    server.use(...handlers());
    const { store } = renderCheckout();
    await heading();
    const tips = screen.getByRole('group', { name: 'Tip amount' });
    expect(within(tips).getByRole('radio', { name: 'No tip' })).toBeChecked();
    await userEvent.click(within(tips).getByRole('radio', { name: '₹100' }));
    expect(draftOf(store.getState().cart)?.santaTip).toBe(100);
    expect(breakdown()).toMatchObject({ 'Santa tip': '₹100', Total: '₹1,600' });
  });
});

describe('promo codes', () => {
  test('shows only the visible offers', async () => {
    server.use(
      ...handlers({
        offers: [offer(), offer({ _id: 'o2', offerCode: 'SECRET', visibility: false })],
      }),
    );
    renderCheckout();
    await heading();
    const list = await screen.findByRole('list', { name: 'Available offers' });
    expect(within(list).getByText('PARTY10')).toBeInTheDocument();
    expect(within(list).queryByText('SECRET')).not.toBeInTheDocument();
  });

  test('every promo message of SPEC 5, then the coupon-applied modal', async () => {
    const big = offer({
      _id: 'o3',
      offerCode: 'BIG500',
      discountType: 1,
      discountValue: 500,
      minOrderValue: 5000,
    });
    const withImage = offer({ image: 'https://img.example/party10.svg', title: '10% off' });
    server.use(...handlers({ offers: [withImage, big] }));
    const { store } = renderCheckout();
    await screen.findByRole('list', { name: 'Available offers' });
    const box = screen.getByRole('textbox', { name: 'Promo code' });

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await toast(MESSAGES.promoCodeEmpty);

    await userEvent.type(box, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await toast(promoCodeInvalidMessage('nope'));

    await userEvent.clear(box);
    await userEvent.type(box, ' big500 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await toast(addWorthMoreMessage(3500));

    await userEvent.click(screen.getByRole('button', { name: 'Apply PARTY10' }));
    await toast(MESSAGES.promoCodeApplied);
    const modal = screen.getByRole('dialog', { name: 'Coupon applied' });
    expect(within(modal).getByText('PARTY10')).toBeInTheDocument();
    expect(within(modal).getByText('You save ₹150')).toBeInTheDocument();
    expect(modal.querySelector('img')).toHaveAttribute('src', 'https://img.example/party10.svg');
    await userEvent.click(within(modal).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog', { name: 'Coupon applied' })).not.toBeInTheDocument();

    expect(draftOf(store.getState().cart)?.offers.map((o) => o.offerCode)).toEqual(['PARTY10']);
    expect(breakdown()).toMatchObject({ 'Coupon discount': '−₹150', Total: '₹1,350' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove PARTY10' }));
    expect(draftOf(store.getState().cart)?.offers).toEqual([]);
    // Typing five codes is slow in jsdom on a shared machine.
  }, 20_000);

  test('the best coupon is applied by itself once a session, not again after removal', async () => {
    const small = offer({ _id: 'o4', offerCode: 'SMALL5', discountValue: 5 });
    server.use(...handlers({ offers: [small, offer()] }));
    const { store } = renderCheckout({ couponAutoApplyDone: false });
    await heading();
    // Any change to the cart lets the listener look for the best coupon.
    await userEvent.click(screen.getByRole('radio', { name: '₹50' }));
    expect(await screen.findByText(/applied · you save ₹150/)).toBeInTheDocument();
    expect(draftOf(store.getState().cart)?.offers.map((o) => o.offerCode)).toEqual(['PARTY10']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove PARTY10' }));
    await userEvent.click(screen.getByRole('radio', { name: '₹100' }));
    await settle();
    expect(draftOf(store.getState().cart)?.offers).toEqual([]);
  });
});

describe('coupons the customer can use', () => {
  const FIRSTDECOR = offer({
    _id: 'o-first',
    offerCode: 'FIRSTDECOR',
    discountType: 1,
    discountValue: 150,
    minOrderValue: 0,
  });
  const FLAT200 = offer({
    _id: 'o-flat',
    offerCode: 'FLAT200',
    discountType: 1,
    discountValue: 200,
    minOrderValue: 0,
  });
  /** The codes in the list of available offers, in order. */
  const listed = async () =>
    within(await screen.findByRole('list', { name: 'Available offers' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);

  test('the list shows only the offers that give this cart a discount; a typed one still says how much to add', async () => {
    const big = offer({ _id: 'o3', offerCode: 'BIG500', discountType: 1, discountValue: 500 });
    server.use(...handlers({ offers: [offer(), { ...big, minOrderValue: 5000 }] }));
    renderCheckout();
    await heading();
    await waitFor(async () => expect(await listed()).toEqual(['PARTY10']));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'big500');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await toast(addWorthMoreMessage(3500));
  });

  test("a signed-in customer's typed code that the list leaves out is looked up, so its minimum is told", async () => {
    const big = offer({ _id: 'o3', offerCode: 'BIG500', discountType: 1, discountValue: 500 });
    // The server lists what the stored cart reaches; a code asked by name it finds regardless.
    serve(
      handle(contract.offers.getOffersByQueryObject, ({ body }) => {
        const typed = (body as { queryObject: { offerCode?: string } }).queryObject.offerCode;
        const found = typed?.toUpperCase() === 'BIG500' ? [{ ...big, minOrderValue: 5000 }] : [];
        return { isSuccess: true, offers: typed === undefined ? [offer()] : found };
      }),
    );
    renderCheckout({ signedIn: true, priced: serverCart() });
    await heading();
    await waitFor(async () => expect(await listed()).toEqual(['PARTY10']));
    const box = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(box, 'big500');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await toast(addWorthMoreMessage(3500));
    await userEvent.clear(box);
    await userEvent.type(box, 'FIRSTDECOR');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await toast(promoCodeInvalidMessage('FIRSTDECOR'));
  });

  test('signing in refreshes the offers, and a coupon the server then refuses is removed with a message', async () => {
    // The server lists offers for whoever asks: FIRSTDECOR only until it knows the customer.
    let shown = [FIRSTDECOR, offer()];
    serve(
      handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers: shown })),
    );
    const { store } = renderCheckout();
    await heading();
    await waitFor(async () => expect(await listed()).toEqual(['FIRSTDECOR', 'PARTY10']));
    await userEvent.click(screen.getByRole('button', { name: 'Apply FIRSTDECOR' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Coupon applied' })).getByRole('button', {
        name: 'Ok',
      }),
    );
    expect(screen.getByText(/applied · you save ₹150/)).toBeInTheDocument();

    // The customer has booked before: the server lists no FIRSTDECOR and prices without it.
    shown = [offer()];
    act(() => {
      store.dispatch(userSignedIn({ data: signedInData(), via: 'otp' }));
    });
    await toast(couponNotUsableMessage('FIRSTDECOR'));
    await waitFor(async () => expect(await listed()).toEqual(['PARTY10']));
    expect(screen.queryByText(/applied · you save/)).not.toBeInTheDocument();
    expect(draftOf(store.getState().cart)?.offers).toEqual([]);
  });

  test('a signed-in customer resuming a page drawn for a visitor is shown their own offers', async () => {
    let shown = [FIRSTDECOR, offer()];
    serve(
      handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers: shown })),
    );
    const { store } = renderCheckout({ signedIn: true, priced: serverCart() });
    await heading();
    await waitFor(async () => expect(await listed()).toEqual(['FIRSTDECOR', 'PARTY10']));
    shown = [offer()];
    act(() => {
      store.dispatch(
        sessionStarted(sessionData({ user: signedInData().user, cart: serverCart() })),
      );
    });
    await waitFor(async () => expect(await listed()).toEqual(['PARTY10']));
  });

  test('before one coupon replaces another, the customer sees what each saves and chooses', async () => {
    server.use(...handlers({ offers: [offer(), FLAT200] }));
    const { store } = renderCheckout({ draft: { offers: [offer()] } });
    await heading();
    expect(await screen.findByText(/applied · you save ₹150/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Apply FLAT200' }));
    let choice = await screen.findByRole('dialog', { name: 'Replace your coupon?' });
    expect(within(choice).getByText('PARTY10 (applied): you save ₹150')).toBeInTheDocument();
    expect(within(choice).getByText('FLAT200: you save ₹200')).toBeInTheDocument();
    await userEvent.click(within(choice).getByRole('button', { name: 'Keep PARTY10' }));
    expect(screen.queryByRole('dialog', { name: 'Replace your coupon?' })).not.toBeInTheDocument();
    expect(draftOf(store.getState().cart)?.offers.map((o) => o.offerCode)).toEqual(['PARTY10']);

    // Typed by hand, the same choice comes first.
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'flat200');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    choice = await screen.findByRole('dialog', { name: 'Replace your coupon?' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Use FLAT200' }));
    await toast(MESSAGES.promoCodeApplied);
    expect(draftOf(store.getState().cart)?.offers.map((o) => o.offerCode)).toEqual(['FLAT200']);
    expect(breakdown()).toMatchObject({ 'Coupon discount': '−₹200' });
  });

  test('a coupon that comes to give nothing is removed with a message saying why', async () => {
    const big = offer({
      _id: 'o5',
      offerCode: 'BIG1700',
      discountType: 1,
      discountValue: 300,
      minOrderValue: 1700,
    });
    server.use(...handlers({ offers: [big] }));
    const { store } = renderCheckout({
      draft: { offers: [big], addOns: [{ addon: LIGHTS, quantity: 1 }] },
    });
    await heading();
    expect(await screen.findByText(/applied · you save ₹300/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'One less Warm fairy lights' }));
    await toast(couponRemovedMessage('BIG1700', 200));
    expect(draftOf(store.getState().cart)?.offers).toEqual([]);
  });
});

describe('date and time slot', () => {
  test('the picker shows the hub’s slots with full and unavailable ones disabled', async () => {
    serve(
      handle(contract.timeslot.getByDate, ({ params }) => ({
        isSuccess: true,
        celebrationDate: params.date ?? '',
        hubId: HUB,
        slots: [
          {
            slotTime: '09:00-12:00',
            arrivingTime: '09:00',
            readyTime: '12:00',
            orderCount: 1,
            capacity: 5,
            isAvailable: false,
          },
          {
            slotTime: '12:00-15:00',
            arrivingTime: '12:00',
            readyTime: '15:00',
            orderCount: 5,
            capacity: 5,
            isAvailable: false,
          },
          {
            slotTime: '15:00-18:00',
            arrivingTime: '15:00',
            readyTime: '18:00',
            orderCount: 2,
            capacity: 5,
            isAvailable: true,
          },
        ],
      })),
    );
    const { store } = renderCheckout();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Select date and time' }));
    const picker = await screen.findByRole('dialog', { name: 'Select date and time slot' });
    const strip = within(picker).getByRole('list', { name: 'Celebration date' });
    expect(within(strip).getAllByRole('button')).toHaveLength(30);

    const slots = await within(picker).findByRole('list', { name: 'Time slots' });
    expect(within(slots).getByRole('button', { name: /09:00 – 12:00 Unavailable/ })).toBeDisabled();
    expect(within(slots).getByRole('button', { name: /12:00 – 15:00 Full/ })).toBeDisabled();
    const confirm = within(picker).getByRole('button', { name: 'Confirm slot' });
    expect(confirm).toBeDisabled();

    // Another day asks the server for that day's slots of this hub and product.
    const [, second] = within(strip).getAllByRole('button');
    await userEvent.click(second!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path.startsWith('/api/timeslot/')).map((r) => r.search),
      ).toContain(`?hubId=${HUB}&productId=p1`),
    );
    await userEvent.click(
      await within(picker).findByRole('button', { name: /15:00 – 18:00 Available/ }),
    );
    await userEvent.click(confirm);

    expect(
      screen.queryByRole('dialog', { name: 'Select date and time slot' }),
    ).not.toBeInTheDocument();
    const chosen = draftOf(store.getState().cart);
    expect(chosen).toMatchObject({ readyTime: '18:00', arrivingTime: '15:00' });
    const days = requests.filter((r) => r.path.startsWith('/api/timeslot/')).map((r) => r.path);
    expect(days.at(-1)).toBe(`/api/timeslot/${chosen?.celebrationDate}`);
    expect(screen.getByText(`${chosen?.celebrationDate}, 15:00 – 18:00`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change date and time' })).toBeInTheDocument();
  });

  test('a slot that filled up since it was chosen is cleared with a message to choose another', async () => {
    serve(
      handle(contract.timeslot.checkSlotAvailability, () => ({
        isSuccess: true,
        isAvailable: false,
      })),
    );
    const { store } = renderCheckout({ signedIn: true, draft: SLOT, priced: serverCart(SLOT) });
    await heading();
    await toast(MESSAGES.slotUnavailable);
    expect(draftOf(store.getState().cart)).toMatchObject({
      celebrationDate: null,
      readyTime: null,
      arrivingTime: null,
    });
    expect(await screen.findByRole('button', { name: 'Select date and time' })).toBeEnabled();
  });

  test('a cart the server stores without its slot tells the customer to choose another', async () => {
    serve(handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: serverCart() })));
    const { store } = renderCheckout({ signedIn: true, draft: SLOT, priced: serverCart(SLOT) });
    await heading();
    await userEvent.click(screen.getByRole('radio', { name: '₹50' }));
    await toast(MESSAGES.slotUnavailable);
    expect(draftOf(store.getState().cart)).toMatchObject({ readyTime: null, arrivingTime: null });
    expect(screen.getByRole('button', { name: 'Select date and time' })).toBeInTheDocument();
  });

  test('a cart the server stores with its slot says nothing about slots', async () => {
    serve(handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: serverCart(SLOT) })));
    renderCheckout({ signedIn: true, draft: SLOT, priced: serverCart(SLOT) });
    await heading();
    await userEvent.click(screen.getByRole('radio', { name: '₹50' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === contract.cart.createUpdate.path)).toBe(true),
    );
    await act(async () => {
      await settle();
    });
    expect(screen.queryByText(MESSAGES.slotUnavailable)).not.toBeInTheDocument();
  });
});

describe('address', () => {
  const addresses = [
    address(),
    address({
      _id: 'ad2',
      addressLabel: 'work',
      address1: '4, Lake View',
      serviceAreaInfo: { hubId: HUB, isServiceable: false, isInAnyHub: false },
    }),
  ];

  test('a saved address is chosen; one no hub serves is marked', async () => {
    server.use(
      handle(contract.address.getAddressBq, () => ({ isSuccess: true, addresses })),
      // The server stores the address it is sent.
      handle(contract.cart.createUpdate, ({ body }) => {
        const sent = (body as { cart: { bookingAddress?: string } }).cart.bookingAddress;
        const chosen = addresses.find(({ _id }) => _id === sent);
        return { isSuccess: true, cart: serverCart(chosen ? { bookingAddress: chosen } : {}) };
      }),
      ...handlers(),
    );
    const { store } = renderCheckout({ signedIn: true });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Select address' }));
    const selector = screen.getByRole('dialog', { name: 'Select address' });
    const list = await within(selector).findByRole('list', { name: 'Saved addresses' });
    const work = within(list).getByRole('button', { name: /Lake View/ });
    expect(work).toHaveTextContent('Not serviceable');
    await userEvent.click(within(list).getByRole('button', { name: /home/ }));
    expect(screen.queryByRole('dialog', { name: 'Select address' })).not.toBeInTheDocument();
    expect(draftOf(store.getState().cart)?.bookingAddress?._id).toBe('ad1');
    expect(
      screen.getByText(/12, Sunrise Towers, Andheri East, Mumbai, 400069/),
    ).toBeInTheDocument();
  });

  test("choosing an address re-prices the cart at once at its hub's price", async () => {
    // The chosen address is served by another hub, which prices the decor at 1590.
    const atItsHub = serverCart({
      bookingAddress: address(),
      hubId: 'MUM-WEST-HUB',
      productPrice: 1590,
      cartPrice: 1590,
      buyingPrice: 1639,
      amountToPay: 1639,
    });
    server.use(
      handle(contract.address.getAddressBq, () => ({ isSuccess: true, addresses })),
      ...handlers({ cart: atItsHub }),
    );
    renderCheckout({ signedIn: true, priced: serverCart() });
    await heading();
    expect(breakdown()).toMatchObject({ Total: '₹1,549' });
    await userEvent.click(screen.getByRole('button', { name: 'Select address' }));
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    await userEvent.click(within(list).getByRole('button', { name: /home/ }));
    // No 5 s wait: the server's price for the address's hub is what the page shows.
    await waitFor(() => expect(breakdown()).toMatchObject({ Total: '₹1,639' }));
    const saves = requests.filter((request) => request.path === contract.cart.createUpdate.path);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ cart: { bookingAddress: 'ad1' } });
  });

  test('Add New Address opens the address form on its map picker', async () => {
    serve(handle(contract.address.getAddressBq, () => ({ isSuccess: true, addresses: [] })));
    const { store } = renderCheckout({ signedIn: true });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Select address' }));
    await screen.findByText('No saved addresses yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    expect(store.getState().addressForm.status).toBe('open');
    expect(store.getState().location.panel.status).not.toBe('closed');
    expect(store.getState().modals.addressSelector).toBeNull();
  });

  test('a visitor is asked to log in to see saved addresses', async () => {
    server.use(...handlers());
    const { store } = renderCheckout();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Select address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login to view Saved addresses' }));
    expect(store.getState().modals.login).not.toBeNull();
  });

  test('Proceed to pay with an address no hub serves shows the warning', async () => {
    server.use(...handlers({ cart: serverCart({ ...SLOT, bookingAddress: addresses[1] }) }));
    renderCheckout({
      signedIn: true,
      draft: { ...SLOT, bookingAddress: addresses[1] ?? null },
    });
    await heading();
    expect(screen.getByText('This address is not serviceable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    const warning = screen.getByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent(MESSAGES.addressNotServiceableAtPlacement);
  });
});

describe('instructions', () => {
  test('written in the instruction box and saved to the cart', async () => {
    server.use(...handlers());
    const { store } = renderCheckout();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Add instructions' }));
    const box = screen.getByRole('textbox', { name: 'Your instructions' });
    await userEvent.type(box, 'Gold and white, please ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(draftOf(store.getState().cart)?.instructions).toBe('Gold and white, please');
    expect(screen.getByText('Gold and white, please')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit instructions' })).toBeInTheDocument();
  });
});

describe('wallet', () => {
  test('a logged-in customer sees the balances and what this order uses', async () => {
    const wallet = { reward: 500, credit: 300 };
    const share = { rewardUsed: 75, creditUsed: 300 };
    server.use(
      handle(contract.users.getWallet, () => ({ isSuccess: true, balances: wallet, ledger: [] })),
      ...handlers({
        cart: serverCart({
          wallet: {
            ...wallet,
            cashOnDelivery: { ...share, toPay: 1174 },
            fullPrepay: { ...share, toPay: 1099 },
            advance: { ...share, toPay: 565 },
          },
        }),
      }),
    );
    renderCheckout({ signedIn: true });
    await heading();
    expect(await screen.findByText('Reward ₹500 · Credit ₹300')).toBeInTheDocument();
    expect(
      screen.getByText('₹375 of your wallet is used when you pay (Reward ₹75, Credit ₹300).'),
    ).toBeInTheDocument();
  });

  test('a visitor has no wallet section', async () => {
    server.use(...handlers());
    renderCheckout();
    await heading();
    expect(screen.queryByRole('heading', { name: 'Wallet' })).not.toBeInTheDocument();
  });
});

describe('proceed, remove, move to wishlist', () => {
  test('Proceed to pay asks a visitor to log in', async () => {
    server.use(...handlers());
    const { services } = renderCheckout({ draft: { ...SLOT, bookingAddress: address() } });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(services.navigations).toEqual([]);
  });

  test('Proceed to pay without a slot opens the slot picker', async () => {
    serve(
      handle(contract.timeslot.getByDate, () => ({
        isSuccess: true,
        celebrationDate: '24-12-2026',
        hubId: HUB,
        slots: [],
      })),
    );
    renderCheckout({ signedIn: true, draft: { bookingAddress: address() } });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(
      await screen.findByRole('dialog', { name: 'Select date and time slot' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No time slots on this date. Please pick another date.'),
    ).toBeInTheDocument();
  });

  test('a complete cart goes to /payment', async () => {
    server.use(...handlers({ cart: serverCart({ ...SLOT, bookingAddress: address() }) }));
    const { services } = renderCheckout({
      signedIn: true,
      draft: { ...SLOT, bookingAddress: address() },
    });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(services.navigations).toEqual([{ to: '/payment', replace: false }]);
  });

  test('Remove cart asks first, then empties it on the server', async () => {
    server.use(...handlers());
    renderCheckout({ signedIn: true });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Remove cart' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent(MESSAGES.confirmRemoveDefault);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'DELETE' && r.path === '/api/users/cart/delete'),
      ).toBe(true),
    );
  });

  test("a failed removal says Cart couldn't be removed", async () => {
    serve(handle(contract.cart.delete, () => failure(500, 'down')));
    renderCheckout({ signedIn: true });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Remove cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await toast(MESSAGES.cartRemoveFailed);
  });

  test('Move to wishlist needs a login', async () => {
    server.use(...handlers());
    const { store } = renderCheckout();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Move to wishlist' }));
    await toast(MESSAGES.loginFirst);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().cart.status).toBe('filled');
  });

  test('Move to wishlist wishlists the product and empties the cart', async () => {
    serve(handle(contract.users.updateWishlist, () => ({ isSuccess: true, wishlist: ['p1'] })));
    const { store } = renderCheckout({ signedIn: true });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Move to wishlist' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().wishlist.ids).toEqual(['p1']));
    const wish = requests.find((r) => r.path === '/api/users/wishlist');
    expect(wish?.body).toEqual({ productId: 'p1', mode: 'add' });
  });
});

describe("Cart couldn't be … errors", () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test.each([
    ['a cart the server never stored', null, MESSAGES.cartAddFailed],
    ['a stored cart', serverCart(), MESSAGES.cartUpdateFailed],
  ])('a failed save of %s says so', async (_name, priced, message) => {
    serve(handle(contract.cart.createUpdate, () => failure(500, 'down')));
    renderCheckout({ signedIn: true, priced });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await heading();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('radio', { name: '₹50' }));
    // A tip changes the total, so it is sent at once.
    await act(async () => {
      await settle();
    });
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });
});

describe('a stored cart priced on request', () => {
  test("says it cannot be booked and 'Proceed to pay' goes nowhere", async () => {
    server.use(...handlers());
    const { services } = renderCheckout({
      draft: {
        ...SLOT,
        bookingAddress: address(),
        product: product({ tags: ['on-demand booking'] }),
      },
    });
    await heading();
    const notice = 'This decoration is priced on request. Call or chat with us to book it.';
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(screen.getByRole('dialog', { name: 'Warning' })).toHaveTextContent(notice);
    expect(services.navigations).toEqual([]);
  });
});
