import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { ordersApi } from '../../../../src/client/api';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import {
  modalOpened,
  timeSlotPickerOpened,
} from '../../../../src/client/features/modals/modalsSlice';
import { toastShown } from '../../../../src/client/features/toast/toastSlice';
import { order, user } from '../../support/fixtures';
import { apiOrigin, failure, handle, server, settle, withMockApi } from '../../support/msw';
import { testStore } from '../../support/store';

withMockApi();

const update = ordersApi.endpoints.ordersUpdateOrdersByQueryObject;
const loggedIn = { auth: { ...initialAuthState, user } };
const answer = () =>
  handle(contract.orders.updateOrdersByQueryObject, () => ({ isSuccess: true, order: order() }));

describe('order changes', () => {
  test('a cancellation closes its dialog and shows Order Cancelled Successfully', async () => {
    server.use(answer());
    const { store, state } = testStore(loggedIn);
    store.dispatch(
      modalOpened({
        name: 'cancelOrder',
        options: { isCancel: true, orderId: 'EABC1234', reason: 'Plans changed' },
      }),
    );
    await store.dispatch(
      update.initiate({
        body: {
          queryObject: { _id: 'EABC1234' },
          updateObject: { bookingStatus: 'Order Cancelled', reason: 'Plans changed' },
        },
      }),
    );
    await settle();
    expect(state().modals.cancelOrder).toBeNull();
    expect(state().overlay).toMatchObject({ type: '_ORDER_CANCELLED' });
  });

  const reschedule = {
    request: {
      tag: 'rescheduling request' as const,
      celebrationDate: '26-12-2026',
      readyTime: '17:00',
      arrivingTime: '14:00',
    },
  };

  test("a reschedule closes the slot picker, toasts 'Order rescheduled' and shows its overlay", async () => {
    server.use(answer());
    const { store, state } = testStore(loggedIn);
    store.dispatch(timeSlotPickerOpened({ orderModification: true, orderId: 'EABC1234' }));
    await store.dispatch(
      update.initiate({ body: { queryObject: { _id: 'EABC1234' }, updateObject: reschedule } }),
    );
    await settle();
    expect(state().modals.timeSlot).toBeNull();
    expect(state().toast).toMatchObject({ message: MESSAGES.orderRescheduled });
    expect(state().overlay).toMatchObject({ type: '_ORDER_RESCHEDULED' });
  });

  test('a failed reschedule asks the user to contact us', async () => {
    server.use(
      http.post(`${apiOrigin()}/api/orders/update_orders_by_query_object`, () =>
        failure(409, 'Too late'),
      ),
    );
    const { store, state } = testStore(loggedIn);
    await store.dispatch(
      update.initiate({ body: { queryObject: { _id: 'EABC1234' }, updateObject: reschedule } }),
    );
    await settle();
    expect(state().toast).toMatchObject({ message: MESSAGES.rescheduleFailed });
  });

  test('a rating closes its dialog and runs its follow-up action', async () => {
    server.use(answer());
    const { store, state } = testStore(loggedIn);
    store.dispatch(
      modalOpened({
        name: 'rating',
        options: { orderId: 'EABC1234', onSuccess: toastShown('Thanks for rating') },
      }),
    );
    await store.dispatch(
      update.initiate({
        body: { queryObject: { _id: 'EABC1234' }, updateObject: { feedback: { stars: 5 } } },
      }),
    );
    await settle();
    expect(state().modals.rating).toBeNull();
    expect(state().toast).toMatchObject({ message: 'Thanks for rating' });
  });
});
