import { contract, buildPath, type CallDef } from '../../src/shared/contract';
import { EXAMPLES } from '../shared/contract/examples';
import { bearer, signUp, type SignedUp } from './accounts/support';
import { bothEngines } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';

jest.setTimeout(120_000);

const NUL = 'Asha\u0000Rao';
const LONE_SURROGATE = 'Sea \ud800Face';
const message = (part: string, field: string) =>
  `Invalid ${part} field '${field}': contains a character that cannot be stored`;

/** A copy of `value` with the value at a dotted path replaced. */
function withValue(value: unknown, path: string, replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    copy as Record<string, unknown>,
  );
  parent[last] = replacement;
  return copy;
}

interface Case {
  key: string;
  def: CallDef;
  field: string;
  value: string;
}

// The fields the attack found answering 500, in calls with and without a session.
const bodyCases: Case[] = [
  { key: 'users.register', def: contract.users.register, field: 'name', value: NUL },
  { key: 'users.update', def: contract.users.update, field: 'updateObject.name', value: NUL },
  {
    key: 'address.saveAddress',
    def: contract.address.saveAddress,
    field: 'addressData.address1',
    value: NUL,
  },
  {
    key: 'address.saveAddress',
    def: contract.address.saveAddress,
    field: 'addressData.locationv2.addressLine1',
    value: LONE_SURROGATE,
  },
  {
    key: 'address.saveAddress',
    def: contract.address.saveAddress,
    field: 'addressData.receiversDetails.name',
    value: LONE_SURROGATE,
  },
  {
    key: 'cart.createUpdate',
    def: contract.cart.createUpdate,
    field: 'cart.instructions',
    value: NUL,
  },
  { key: 'reports.createError', def: contract.reports.createError, field: 'note', value: NUL },
  {
    key: 'reports.createError',
    def: contract.reports.createError,
    field: 'message',
    value: LONE_SURROGATE,
  },
  {
    key: 'products.getProductsByFilter',
    def: contract.products.getProductsByFilter,
    field: 'filter.tags',
    value: NUL,
  },
];

describe.each(bothEngines)('strings PostgreSQL cannot store on %s', (kind) => {
  let ctx: TestContext;
  let user: SignedUp;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    user = await signUp(ctx.app, 'Asha Rao');
  });
  afterAll(() => ctx.close());

  test.each(bodyCases.map((c) => [c.key, c.field, JSON.stringify(c.value), c] as const))(
    'SECURITY: %s body %s = %s is a 400 naming the field, not a 500',
    async (key, field, _shown, { def, value }) => {
      const example = EXAMPLES[key];
      const res = await ctx.app.inject({
        method: def.method,
        url: buildPath(def, example?.params as never),
        headers: def.auth === 'none' ? {} : bearer(user.token),
        payload: withValue(example?.body, field, value) as object,
      });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { isSuccess: false, isError: true, message: message('body', field) },
      ]);
    },
  );

  test('SECURITY: a NUL in a query string is a 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/search?text=${encodeURIComponent(NUL)}`,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, message('querystring', 'text')]);
  });

  test('SECURITY: a lone surrogate in a v2 operation is a 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/',
      payload: withValue(
        EXAMPLES['v2.getProductDetails']?.body,
        'options.pageName',
        '\udc00',
      ) as object,
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      message('body', 'options.pageName'),
    ]);
  });

  test('a refused profile update writes nothing, and a paired surrogate (emoji) is stored', async () => {
    const update = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(user.token),
        payload: { updateObject: { name } },
      });
    expect((await update(NUL)).statusCode).toBe(400);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/getUser/${user.phone}`,
      headers: bearer(user.token),
    });
    expect(profile.json().user.name).toBe('Asha Rao');
    const emoji = await update('Asha 🎉');
    expect([emoji.statusCode, emoji.json().data.user.name]).toEqual([200, 'Asha 🎉']);
  });
});
