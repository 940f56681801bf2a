import {
  MESSAGES,
  addWorthMoreMessage,
  couponNotUsableMessage,
  couponRemovedMessage,
  promoCodeInvalidMessage,
  typeMoreWordsMessage,
} from '../../../src/shared/domain/messages';

describe('templated messages', () => {
  test.each([
    ['SAVE10', 'Promo code SAVE10 is invalid. Please try another code'],
    ['save10', 'Promo code save10 is invalid. Please try another code'],
  ])('promoCodeInvalidMessage(%p)', (code, expected) => {
    expect(promoCodeInvalidMessage(code)).toBe(expected);
  });

  test.each([
    [1, 'Add worth ₹1 more to get this offer'],
    [500, 'Add worth ₹500 more to get this offer'],
    [1500, 'Add worth ₹1,500 more to get this offer'],
    [100000, 'Add worth ₹1,00,000 more to get this offer'],
  ])('addWorthMoreMessage(%p)', (amount, expected) => {
    expect(addWorthMoreMessage(amount)).toBe(expected);
  });

  test.each([
    ['BIG1700', 200, 'Promo code BIG1700 was removed. Add worth ₹200 more to get this offer'],
    ['BIG1700', 1500, 'Promo code BIG1700 was removed. Add worth ₹1,500 more to get this offer'],
    ['ZERO', 0, 'Promo code ZERO gives no discount on this booking, so it was removed'],
  ])('couponRemovedMessage(%p, %p)', (code, shortfall, expected) => {
    expect(couponRemovedMessage(code, shortfall)).toBe(expected);
  });

  test('couponNotUsableMessage names the code', () => {
    expect(couponNotUsableMessage('FIRSTDECOR')).toBe(
      "Promo code FIRSTDECOR can't be used on this booking, so it was removed",
    );
  });

  test.each([
    [1, 'Type 1 more words'],
    [3, 'Type 3 more words'],
  ])('typeMoreWordsMessage(%p)', (n, expected) => {
    expect(typeMoreWordsMessage(n)).toBe(expected);
  });
});

// The spec's own wording, typos included, is product behaviour: guard it against "fixes".
describe('verbatim spec texts', () => {
  test.each<[keyof typeof MESSAGES, string]>([
    ['addressError', 'Error Occurred! Try letter'],
    ['confirmRemoveDefault', 'Do you realy want to remove ?'],
    ['removeAddressConfirm', 'Do You really want to remove?'],
    ['locationPermissionDenied', 'Please go to browser setting an enable the location service.'],
    ['fillReceiverDetails', "Please fill the receiver's details"],
    ['invalidReceiverPhone', "Invalid Receiver's phone number"],
    ['addressNotServiceableAtPlacement', 'OOPs! The address you selected is not serviceable'],
    [
      'cartPaymentPendingDetail',
      "Don't Worry, Order has been placed with 'COD mode'. If the amount has been deducted, it will be sent back to the source account.",
    ],
  ])('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  test('no text has stray surrounding whitespace', () => {
    for (const text of Object.values(MESSAGES)) expect(text).toBe(text.trim());
  });
});
