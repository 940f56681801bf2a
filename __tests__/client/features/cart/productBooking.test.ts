import type { TimeSlot } from '../../../../src/shared/contract';
import {
  bookingAddOnQuantityChosen,
  bookingInstructionsChanged,
  bookingSlotChosen,
  cartRemoved,
  productAddedToCart,
} from '../../../../src/client/features/cart/cartSlice';
import {
  selectAddOnsExtra,
  selectBookingInstructions,
  selectBookingPrice,
  selectBookingQuantities,
  selectChosenAddOns,
  selectChosenSlot,
  selectPriceOnRequest,
  selectSlotChoice,
  slotChoice,
} from '../../../../src/client/features/cart/productBookingSelectors';
import { locationSelected } from '../../../../src/client/features/location/locationSlice';
import { ON_DEMAND_TAG } from '../../../../src/shared/domain/tags';
import { productViewed } from '../../../../src/client/features/recentlyViewed/recentlyViewedSlice';
import { HUB, addOn, location, price, product } from '../../support/fixtures';
import { machine, testStore } from '../../support/store';

const SLOT: TimeSlot = {
  slotTime: '14:00-17:00',
  readyTime: '17:00',
  arrivingTime: '14:00',
  orderCount: 0,
  capacity: 4,
  isAvailable: true,
};
const slot = (overrides: Partial<TimeSlot> = {}): TimeSlot => ({ ...SLOT, ...overrides });
const DATE = '25-12-2026';
const BALLOONS = addOn({ _id: 'a1', name: 'Helium bunch' });
const LIGHTS = addOn({ _id: 'a2', name: 'Fairy lights' });

describe("the product page's booking choices", () => {
  test('none before the customer chooses, and nothing kept in the cart for them', () => {
    const page = machine();
    expect(page.state().cart).not.toHaveProperty('productBooking');
    expect(selectChosenSlot(page.state(), 'p1', DATE)).toBeNull();
    expect(selectBookingQuantities(page.state(), 'p1')).toEqual({});
    expect(selectChosenAddOns(page.state(), 'p1', [BALLOONS, LIGHTS])).toEqual([]);
    expect(selectBookingInstructions(page.state(), 'p1')).toBe('');
  });

  test('a slot counts for the date it was chosen on, and only for that product', () => {
    const page = machine();
    page.dispatch(bookingSlotChosen({ productId: 'p1', date: DATE, slot: slot() }));
    expect(selectChosenSlot(page.state(), 'p1', DATE)).toEqual(SLOT);
    expect(selectChosenSlot(page.state(), 'p1', '26-12-2026')).toBeNull();
    expect(selectChosenSlot(page.state(), 'p2', DATE)).toBeNull();
    page.dispatch(
      bookingSlotChosen({ productId: 'p1', date: DATE, slot: slot({ readyTime: '19:00' }) }),
    );
    expect(selectChosenSlot(page.state(), 'p1', DATE)).toMatchObject({ readyTime: '19:00' });
  });

  test('add-on quantities are kept per add-on; those above zero are chosen, in list order', () => {
    const page = machine();
    page.dispatch(
      bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a2', quantity: 2 }),
      bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 1 }),
      bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 0 }),
    );
    expect(selectBookingQuantities(page.state(), 'p1')).toEqual({ a1: 0, a2: 2 });
    expect(selectChosenAddOns(page.state(), 'p1', [BALLOONS, LIGHTS])).toEqual([
      { addon: LIGHTS, quantity: 2 },
    ]);
    page.dispatch(bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 3 }));
    expect(selectChosenAddOns(page.state(), 'p1', [BALLOONS, LIGHTS])).toEqual([
      { addon: BALLOONS, quantity: 3 },
      { addon: LIGHTS, quantity: 2 },
    ]);
  });

  test('the chosen add-ons stay the same array while nothing they depend on changes', () => {
    const page = machine();
    const list = [BALLOONS, LIGHTS];
    page.dispatch(bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 1 }));
    const first = selectChosenAddOns(page.state(), 'p1', list);
    page.dispatch(bookingInstructionsChanged({ productId: 'p1', instructions: 'Gold, please' }));
    expect(selectChosenAddOns(page.state(), 'p1', list)).toBe(first);
  });

  test('instructions are kept as typed, beside the other choices', () => {
    const page = machine();
    page.dispatch(
      bookingSlotChosen({ productId: 'p1', date: DATE, slot: slot() }),
      bookingInstructionsChanged({ productId: 'p1', instructions: ' Gold, please ' }),
    );
    expect(selectBookingInstructions(page.state(), 'p1')).toBe(' Gold, please ');
    expect(selectChosenSlot(page.state(), 'p1', DATE)).toEqual(SLOT);
  });

  test("a choice on another product's page starts that product's choices afresh", () => {
    const page = machine();
    page.dispatch(
      bookingSlotChosen({ productId: 'p1', date: DATE, slot: slot() }),
      bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 2 }),
      bookingInstructionsChanged({ productId: 'p2', instructions: 'Blue' }),
    );
    expect(selectBookingInstructions(page.state(), 'p2')).toBe('Blue');
    expect(selectBookingQuantities(page.state(), 'p2')).toEqual({});
    expect(selectChosenSlot(page.state(), 'p2', DATE)).toBeNull();
    expect(selectBookingQuantities(page.state(), 'p1')).toEqual({});
  });

  test('viewing a product, the same or another, clears the choices from the state', () => {
    const page = machine();
    page.dispatch(
      bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 2 }),
      bookingInstructionsChanged({ productId: 'p1', instructions: 'Gold' }),
    );
    page.dispatch(productViewed({ productId: 'p1' }));
    expect(page.state().cart).not.toHaveProperty('productBooking');
    expect(selectBookingQuantities(page.state(), 'p1')).toEqual({});
    expect(selectBookingInstructions(page.state(), 'p1')).toBe('');
  });

  test('the cart filling or emptying leaves the choices to the product page', () => {
    const page = machine();
    page.dispatch(bookingInstructionsChanged({ productId: 'p1', instructions: 'Gold' }));
    page.dispatch(productAddedToCart({ product: product(), hubId: HUB }));
    expect(selectBookingInstructions(page.state(), 'p1')).toBe('Gold');
    page.dispatch(cartRemoved());
    expect(selectBookingInstructions(page.state(), 'p1')).toBe('Gold');
  });

  test('the chosen slot is booked on its date, as the booking bar sends it', () => {
    expect(slotChoice(DATE, slot())).toEqual({
      celebrationDate: DATE,
      readyTime: '17:00',
      arrivingTime: '14:00',
    });
    expect(slotChoice(DATE, null)).toBeNull();
  });
});

describe('a decor priced on request at the customer’s hub (SPEC 2)', () => {
  const page = machine();
  test.each([
    [
      'with the on-demand tag, whatever prices it carries',
      product({ tags: [ON_DEMAND_TAG] }),
      true,
    ],
    [
      'without a selling price at the hub',
      product({ pricing: { defaultPrice: price(0), hubWise: [], cityWise: [] } }),
      true,
    ],
    ['priced at the hub', product(), false],
  ])('%s: %s', (_name, decor, onRequest) => {
    expect(selectPriceOnRequest(page.state(), decor)).toBe(onRequest);
  });
});

describe("the product page's price line for its add-ons", () => {
  const DECOR = product();
  const ADD_ONS = [BALLOONS, LIGHTS];

  /** A started session with a location chosen: prices are known. */
  const pricedPage = () => {
    const fresh = testStore().state();
    const { store } = testStore({ session: { ...fresh.session, status: 'ready' } });
    store.dispatch(locationSelected({ location }));
    return store;
  };

  test('no line before an add-on is chosen', () => {
    const page = pricedPage();
    expect(selectBookingPrice(page.getState(), DECOR, ADD_ONS)).not.toBeNull();
    expect(selectAddOnsExtra(page.getState(), DECOR, ADD_ONS)).toBeNull();
  });

  test('what the chosen add-ons add, counting each one’s quantity', () => {
    const page = pricedPage();
    page.dispatch(bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 2 }));
    page.dispatch(bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a2', quantity: 1 }));
    expect(selectBookingPrice(page.getState(), DECOR, ADD_ONS)?.addOnsTotal).toBe(900);
    expect(selectAddOnsExtra(page.getState(), DECOR, ADD_ONS)).toEqual({ total: 900, count: 3 });
  });

  test('no line while prices are unknown (no location yet)', () => {
    const page = machine();
    page.dispatch(bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 2 }));
    expect(selectBookingPrice(page.state(), DECOR, ADD_ONS)).toBeNull();
    expect(selectAddOnsExtra(page.state(), DECOR, ADD_ONS)).toBeNull();
  });

  test('the same answer while nothing it depends on changes, so the page is not drawn again', () => {
    const page = pricedPage();
    page.dispatch(bookingAddOnQuantityChosen({ productId: 'p1', addonId: 'a1', quantity: 1 }));
    const before = selectBookingPrice(page.getState(), DECOR, ADD_ONS);
    page.dispatch(bookingInstructionsChanged({ productId: 'p1', instructions: 'Gold, please' }));
    expect(selectBookingPrice(page.getState(), DECOR, ADD_ONS)).toBe(before);
  });

  test('the booking bar books the chosen slot on the date shown, or nothing', () => {
    const page = machine();
    expect(selectSlotChoice(page.state(), 'p1', DATE)).toBeNull();
    page.dispatch(bookingSlotChosen({ productId: 'p1', date: DATE, slot: slot() }));
    const choice = selectSlotChoice(page.state(), 'p1', DATE);
    expect(choice).toEqual({ celebrationDate: DATE, readyTime: '17:00', arrivingTime: '14:00' });
    expect(selectSlotChoice(page.state(), 'p1', DATE)).toBe(choice);
    expect(selectSlotChoice(page.state(), 'p1', '26-12-2026')).toBeNull();
  });
});
