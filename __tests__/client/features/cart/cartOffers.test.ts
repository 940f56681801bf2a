import { VISIBLE_OFFERS_ARG, offersApi } from '../../../../src/client/api/offersApi';
import {
  selectAppliedOffer,
  selectOfferChoices,
} from '../../../../src/client/features/cart/cartOffers';
import {
  filledFrom,
  initialCartState,
  offerRemoved,
} from '../../../../src/client/features/cart/cartSlice';
import { cartDraft, offer } from '../../support/fixtures';
import { testStore } from '../../support/store';

const PARTY10 = offer();
const FLAT200 = offer({ _id: 'o2', offerCode: 'FLAT200', discountType: 1, discountValue: 200 });

/** A checkout with a ₹1,500 decor in the cart, the listed offers arrived. */
async function checkout(applied: typeof PARTY10 | null) {
  const { store } = testStore({
    cart: filledFrom(initialCartState, cartDraft({ offers: applied ? [applied] : [] })),
  });
  await store.dispatch(
    offersApi.util.upsertQueryData('offersGetOffersByQueryObject', VISIBLE_OFFERS_ARG, {
      isSuccess: true,
      offers: [PARTY10, FLAT200],
    }),
  );
  return store;
}

describe("the checkout's offers", () => {
  test('none applied: nothing says so, and every offer the cart reaches can be applied', async () => {
    const store = await checkout(null);
    expect(selectAppliedOffer(store.getState())).toBeNull();
    expect(
      selectOfferChoices(store.getState()).map(({ offer: { offerCode }, applied }) => [
        offerCode,
        applied,
      ]),
    ).toEqual([
      ['PARTY10', false],
      ['FLAT200', false],
    ]);
  });

  test('one applied: its code and saving, and it is marked rather than offered again', async () => {
    const store = await checkout(PARTY10);
    // 10% of ₹1,500.
    expect(selectAppliedOffer(store.getState())).toEqual({ code: 'PARTY10', saving: 150 });
    expect(
      selectOfferChoices(store.getState()).find(
        ({ offer: { offerCode } }) => offerCode === 'PARTY10',
      )?.applied,
    ).toBe(true);
    store.dispatch(offerRemoved());
    expect(selectAppliedOffer(store.getState())).toBeNull();
  });

  test('no cart: nothing applied', () => {
    const { store } = testStore();
    expect(selectAppliedOffer(store.getState())).toBeNull();
  });
});
