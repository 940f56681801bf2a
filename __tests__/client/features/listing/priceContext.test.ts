import { VISIBLE_OFFERS_ARG, offersApi } from '../../../../src/client/api/offersApi';
import type { RootState } from '../../../../src/client/app/appTypes';
import {
  productPriceDisplay,
  selectPriceContext,
} from '../../../../src/client/features/listing/priceDisplay';
import { locationSelected } from '../../../../src/client/features/location/locationSlice';
import { HUB, location, offer, product } from '../../support/fixtures';
import { testStore } from '../../support/store';

/** A store whose start-up call has answered, as a visitor's is once the page has started. */
function startedStore() {
  const fresh = testStore().state();
  return testStore({ session: { ...fresh.session, status: 'ready' } }).store;
}

const offersArrive = (store: ReturnType<typeof startedStore>) =>
  store.dispatch(
    offersApi.util.upsertQueryData('offersGetOffersByQueryObject', VISIBLE_OFFERS_ARG, {
      isSuccess: true,
      offers: [offer({ offerCode: 'FLAT200', discountType: 1, discountValue: 200 })],
    }),
  );

describe('the price context every price block reads', () => {
  test('offers arriving before a location is chosen leave it as it was: no card is drawn again', async () => {
    const store = startedStore();
    const before = selectPriceContext(store.getState());
    await offersArrive(store);
    expect(
      offersApi.endpoints.offersGetOffersByQueryObject.select(VISIBLE_OFFERS_ARG)(store.getState())
        .data?.offers,
    ).toHaveLength(1);
    expect(selectPriceContext(store.getState())).toBe(before);
    expect(productPriceDisplay(before, product()).kind).toBe('noLocation');
  });

  test('with a location chosen, the offers are in it, and a signed-in price shows the best one', async () => {
    const store = startedStore();
    store.dispatch(locationSelected({ location }));
    const before = selectPriceContext(store.getState());
    expect(before.offers).toEqual([]);
    await offersArrive(store);
    const after = selectPriceContext(store.getState());
    expect(after).not.toBe(before);
    expect(after.offers.map(({ offerCode }) => offerCode)).toEqual(['FLAT200']);
    const signedIn = { ...after, isLoggedIn: true, hubId: HUB };
    expect(productPriceDisplay(signedIn, product())).toMatchObject({
      kind: 'offer',
      offerCode: 'FLAT200',
    });
  });

  test('while prices are still being worked out, the offers are left out of it too', async () => {
    const fresh: RootState = testStore().state();
    const { store } = testStore({
      session: { ...fresh.session, status: 'loading', renderedOnServer: false },
    });
    store.dispatch(locationSelected({ location }));
    await offersArrive(store);
    expect(selectPriceContext(store.getState())).toMatchObject({ calculating: true, offers: [] });
  });
});
