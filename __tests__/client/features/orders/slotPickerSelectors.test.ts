import type { RootState } from '../../../../src/client/app/appTypes';
import { rootReducer } from '../../../../src/client/app/rootReducer';
import { filledFrom, initialCartState } from '../../../../src/client/features/cart/cartSlice';
import type { ModalOptions } from '../../../../src/client/features/modals/modalsSlice';
import {
  selectSlotConfirmAllowed,
  selectSlotPickerStartDate,
} from '../../../../src/client/features/orders/slotPickerSelectors';
import type { TimeSlot } from '../../../../src/shared/contract';
import { cartDraft } from '../../support/fixtures';

const NOW = new Date('2026-12-01T20:00:00Z'); // 2 December in India
const base = (): RootState => rootReducer(undefined, { type: '@@test/init' });

const forCart: ModalOptions['timeSlot'] = {
  zIndex: 10,
  orderModification: false,
  cartModification: true,
  orderId: null,
  oldSlotInfo: null,
  productId: null,
};
const forOrder: ModalOptions['timeSlot'] = {
  ...forCart,
  orderModification: true,
  cartModification: false,
  orderId: 'EABC1234',
  oldSlotInfo: { celebrationDate: '20-12-2026', readyTime: '18:00', arrivingTime: '15:00' },
};
const SLOT: TimeSlot = {
  slotTime: '15:00-18:00',
  arrivingTime: '15:00',
  readyTime: '18:00',
  orderCount: 0,
  capacity: 5,
  isAvailable: true,
};

const withCart = (celebrationDate: string | null, selectedDate: string | null): RootState => ({
  ...base(),
  cart: filledFrom({ ...initialCartState, selectedDate }, cartDraft({ celebrationDate })),
});

describe('the day the slot picker opens on', () => {
  test.each([
    ["an order: the order's own day", forOrder, withCart('05-12-2026', '06-12-2026'), '20-12-2026'],
    ["the cart: the cart's day", forCart, withCart('05-12-2026', '06-12-2026'), '05-12-2026'],
    [
      'a cart without a day: the day chosen on the product page',
      forCart,
      withCart(null, '06-12-2026'),
      '06-12-2026',
    ],
    [
      'nothing chosen anywhere: tomorrow in India',
      forCart,
      { ...base(), cart: initialCartState },
      '03-12-2026',
    ],
  ])('%s', (_name, options, state, expected) => {
    expect(selectSlotPickerStartDate(state, options, NOW)).toBe(expected);
  });
});

describe("the picker's Confirm", () => {
  const sending = (): RootState => {
    const state = base();
    return {
      ...state,
      api: {
        ...state.api,
        mutations: {
          r1: {
            requestId: 'r1',
            endpointName: 'ordersUpdateOrdersByQueryObject',
            status: 'pending',
            startedTimeStamp: 1,
          },
        },
      },
    } as unknown as RootState;
  };

  test('waits for a slot', () => {
    expect(selectSlotConfirmAllowed(base(), null)).toBe(false);
    expect(selectSlotConfirmAllowed(base(), SLOT)).toBe(true);
  });

  test('is held while a reschedule is on its way', () => {
    expect(selectSlotConfirmAllowed(sending(), SLOT)).toBe(false);
  });
});
