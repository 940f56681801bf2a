import { MESSAGES } from '../../../../src/shared/domain';
import {
  OVERLAY_TYPES,
  closesAutomatically,
  overlayAutoClosed,
  overlayClicked,
  overlayShown,
  selectOverlay,
  selectOverlayContent,
  type OverlayType,
} from '../../../../src/client/features/overlay/overlaySlice';
import { machine, testStore, withFakeClock } from '../../support/store';

describe('confirmation overlay machine', () => {
  test('shown with its type; a click closes it', () => {
    const overlay = machine();
    overlay.dispatch(overlayShown('_PAYMENT_FAILED'));
    expect(selectOverlay(overlay.state())).toMatchObject({
      status: 'shown',
      type: '_PAYMENT_FAILED',
    });
    overlay.dispatch(overlayClicked());
    expect(selectOverlay(overlay.state())).toEqual({ status: 'hidden' });
  });

  test.each([
    ['_ORDER_PLACED', MESSAGES.orderPlaced, null, false],
    ['_ORDER_CANCELLED', MESSAGES.orderCancelled, null, false],
    ['_ORDER_RESCHEDULED', MESSAGES.orderRescheduledSuccessfully, null, false],
    ['_PAYMENT_DONE', MESSAGES.paymentReceived, null, false],
    ['_PAYMENT_PENDING', MESSAGES.paymentPending, MESSAGES.paymentPendingDetail, true],
    ['CART_PAYMENT_PENDING', MESSAGES.paymentPending, MESSAGES.cartPaymentPendingDetail, true],
    ['_PAYMENT_FAILED', MESSAGES.paymentFailed, null, true],
    ['_PAYMENT_CREDITED', MESSAGES.paymentCredited, MESSAGES.paymentCreditedDetail, true],
  ] as const)('%s shows its texts', (type, title, detail, raiseQuery) => {
    const overlay = machine();
    overlay.dispatch(overlayShown(type));
    expect(selectOverlayContent(overlay.state())).toEqual({ title, detail, raiseQuery });
  });

  test('an auto-close for another overlay, or for one that stays, changes nothing', () => {
    const overlay = machine();
    overlay.dispatch(overlayShown('_ORDER_PLACED'));
    const before = selectOverlay(overlay.state());
    overlay.dispatch(overlayAutoClosed({ id: 'someone-else' }));
    expect(selectOverlay(overlay.state())).toEqual(before);
    overlay.dispatch(overlayShown('_PAYMENT_PENDING'));
    const pending = selectOverlay(overlay.state());
    if (pending.status !== 'shown') throw new Error('hidden');
    overlay.dispatch(overlayAutoClosed({ id: pending.id }));
    expect(selectOverlay(overlay.state())).toEqual(pending);
  });

  test('a click with nothing shown changes nothing', () => {
    const overlay = machine();
    overlay.dispatch(overlayClicked());
    expect(selectOverlay(overlay.state())).toEqual({ status: 'hidden' });
  });
});

describe('overlay timer', () => {
  withFakeClock();
  const auto: OverlayType[] = OVERLAY_TYPES.filter(closesAutomatically);
  const staying: OverlayType[] = OVERLAY_TYPES.filter((type) => !closesAutomatically(type));

  test('the four automatic types are placed, cancelled, rescheduled and payment done', () => {
    expect(auto).toEqual([
      '_ORDER_PLACED',
      '_ORDER_CANCELLED',
      '_ORDER_RESCHEDULED',
      '_PAYMENT_DONE',
    ]);
  });

  test.each(auto)('%s closes after 2500 ms', async (type) => {
    const { store, state } = testStore();
    store.dispatch(overlayShown(type));
    await jest.advanceTimersByTimeAsync(2500 - 1);
    expect(state().overlay.status).toBe('shown');
    await jest.advanceTimersByTimeAsync(1);
    expect(state().overlay.status).toBe('hidden');
  });

  test.each(staying)('%s stays until dismissed', async (type) => {
    const { store, state } = testStore();
    store.dispatch(overlayShown(type));
    await jest.advanceTimersByTimeAsync(2500 * 10);
    expect(state().overlay.status).toBe('shown');
  });

  test("an earlier overlay's timer does not close a newer one", async () => {
    const { store, state } = testStore();
    store.dispatch(overlayShown('_ORDER_PLACED'));
    await jest.advanceTimersByTimeAsync(2000);
    store.dispatch(overlayShown('_PAYMENT_DONE'));
    await jest.advanceTimersByTimeAsync(600);
    expect(state().overlay).toMatchObject({ status: 'shown', type: '_PAYMENT_DONE' });
    await jest.advanceTimersByTimeAsync(1900);
    expect(state().overlay.status).toBe('hidden');
  });
});
