// Compile-time checks (run by `tsc`, which covers __tests__): the helper types give the client
// and server precise types. The runtime assertions only keep jest honest about the file.
import {
  buildPath,
  contract,
  type CallArgs,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from '../../../src/shared/contract';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(value: T) => value;

test('helper types', () => {
  const { generateOtp } = contract.users;
  type CheckOtp = typeof contract.users.checkOtp;

  const params: CallParams<typeof generateOtp> = { inputNumber: '9876543210' };
  const query: CallQuery<typeof generateOtp> = { type: 'delete' };
  // @ts-expect-error only the three purposes exist
  const badQuery: CallQuery<typeof generateOtp> = { type: 'admin' };
  const args: CallArgs<typeof generateOtp> = { params, query };
  assert<Equal<CallBody<typeof generateOtp>, undefined>>(true);
  assert<Equal<CallBody<typeof contract.health.health>, undefined>>(true);
  assert<Equal<(typeof generateOtp)['method'], 'GET'>>(true);
  assert<Equal<CheckOtp['path'], '/api/users/checkotp/'>>(true);
  type DetailsBody = CallBody<typeof contract.v2.getProductDetails>;
  assert<Equal<DetailsBody['options']['operation'], 'getProductDetails'>>(true);

  const tokenOf = (answer: CallResponse<CheckOtp>): string =>
    answer.isRegistered ? answer.data.user.token : answer.data.registrationToken;
  const token = tokenOf({
    isSuccess: true,
    isRegistered: false,
    data: { registrationToken: 'tok_3f9a8b7c6d5e4f3a2b1c' },
  });

  const update: CallBody<typeof contract.orders.updateOrdersByQueryObject> = {
    queryObject: { _id: 'EAB12CD3' },
    updateObject: { feedback: { stars: 5, review: 'Lovely' } },
  };
  type Cart = CallResponse<typeof contract.cart.createUpdate>['cart'];
  const priceSource = (cart: Cart): 'hub' | 'city' | 'default' | undefined =>
    cart.product.resolvedPrice?.source;
  type Cities = CallResponse<typeof contract.homepage.baseData>['result']['serviceableCities'];
  const mumbaiLat = (cities: Cities): number | undefined => cities['mumbai']?.location.lat;

  buildPath(generateOtp, params);
  buildPath(contract.health.health);
  // @ts-expect-error a call with path parameters needs them
  expect(() => buildPath(generateOtp)).toThrow();

  expect(token).toBe('tok_3f9a8b7c6d5e4f3a2b1c');
  expect([args, badQuery, update, priceSource, mumbaiLat]).toHaveLength(5);
});
