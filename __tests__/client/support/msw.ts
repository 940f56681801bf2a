import { setImmediate as nextTurn } from 'node:timers';
import { http, HttpResponse, type DefaultBodyType, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { Value } from '@sinclair/typebox/value';
import {
  contract,
  type CallDef,
  type Product,
  type V2Operation,
} from '../../../src/shared/contract';
import { resolveApiBaseUrl } from '../../../src/client/app/environment';
import { HUB } from './fixtures';

/** The API origin the client resolves in the test page (the local rule: port 5002). */
export const apiOrigin = () => resolveApiBaseUrl(document);

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export const server = setupServer();
export const requests: RecordedRequest[] = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const clone = request.clone();
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname,
    search: url.search,
    headers: request.headers,
    body: undefined,
  };
  requests.push(entry);
  void clone
    .text()
    .then((text) => {
      entry.body = text === '' ? undefined : (JSON.parse(text) as unknown);
    })
    .catch(() => undefined);
});

const unhandled: string[] = [];

/**
 * Starts the mock API around every test of the file that calls it. A call no handler answers
 * fails the test: every request the store makes must be one the test expected.
 */
export function withMockApi() {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    const missed = unhandled.splice(0);
    expect(missed).toEqual([]);
  });
  afterAll(() => server.close());
}

type Responder = (request: {
  params: Record<string, string>;
  body: unknown;
  url: URL;
}) => JsonBodyType | Response | Promise<JsonBodyType | Response>;

/**
 * A handler for one contract call (its method and Fastify-style path, which MSW shares). A JSON
 * answer must satisfy the call's response schema, so the mock API cannot drift from the contract.
 */
export function handle(call: CallDef, respond: Responder) {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  return http[method]<Record<string, string>, DefaultBodyType>(
    `${apiOrigin()}${call.path}`,
    async ({ request, params }) => {
      const text = await request.text();
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      const answer = await respond({ params, body, url: new URL(request.url) });
      if (answer instanceof Response) return answer;
      if (!Value.Check(call.response, answer)) {
        const [first] = Value.Errors(call.response, answer);
        throw new Error(
          `Mock answer breaks ${call.method} ${call.path}: ${first?.path} ${first?.message}`,
        );
      }
      return HttpResponse.json(answer);
    },
  );
}

/** An error envelope with a status, as the server answers failures. */
export const failure = (status: number, message: string) =>
  HttpResponse.json({ isSuccess: false, isError: true, message }, { status });

/** Lets pending network promises settle without moving the (fake) clock: Node's own timers module is never faked. */
export async function settle(rounds = 20) {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => nextTurn(resolve));
  }
}

/** Answers for the calls a sign-in or start-up triggers in the background. */
export function backgroundHandlers() {
  return [
    handle(contract.users.getWishlist, () => ({ isSuccess: true, wishlist: [] })),
    handle(contract.offers.getOffersByQueryObject, () => ({ isSuccess: true, offers: [] })),
    handle(contract.homepage.baseData, () => ({
      isSuccess: true,
      result: {
        decorCategoriesList: [],
        homePageTopCategories: [],
        serviceableCities: {},
        miscInfos: [],
        rails: [],
      },
    })),
    handle(contract.v2.getOSPVideoData, () => ({ isSuccess: true, data: [] })),
    // A sign-in reads the wallet for a referral Reward to announce.
    handle(contract.users.getWallet, () => ({
      isSuccess: true,
      balances: { reward: 0, credit: 0 },
      ledger: [],
    })),
  ];
}

/**
 * Answers for everything the home page asks for: the start-up calls and its banners. A test that
 * ends on the home page uses these and waits for the page itself (`homePageDrawn`), so no call
 * of the page it lands on starts after the test has ended.
 */
export function homePageHandlers() {
  return [
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
  ];
}

/**
 * The one handler for POST /api/v2/: every operation shares that path, so answers are chosen by
 * `options.operation` (checked against that operation's schema); operations not given fail.
 */
export function handleV2(answers: Partial<Record<V2Operation, Responder>>) {
  return http.post(`${apiOrigin()}${contract.v2.getProductDetails.path}`, async ({ request }) => {
    const body = (await request.json()) as { options?: { operation?: string } };
    const operation = body.options?.operation as V2Operation | undefined;
    const respond = operation === undefined ? undefined : answers[operation];
    if (operation === undefined || respond === undefined) {
      throw new Error(`No mock answer for the v2 operation ${String(operation)}`);
    }
    const answer = await respond({ params: {}, body, url: new URL(request.url) });
    if (answer instanceof Response) return answer;
    const call = contract.v2[operation];
    if (!Value.Check(call.response, answer)) {
      const [first] = Value.Errors(call.response, answer);
      throw new Error(`Mock answer breaks v2 ${operation}: ${first?.path} ${first?.message}`);
    }
    return HttpResponse.json(answer);
  });
}

/** Everything a product page asks for about a product with no reviews, no add-ons and no slots. */
export function productPageHandlers(item: Product) {
  return [
    handleV2({
      getOSPVideoData: () => ({ isSuccess: true, data: [] }),
      getProductDetails: () => ({ isSuccess: true, data: [item] }),
      getProductFeedback: () => ({
        isSuccess: true,
        feedbacks: [],
        analytics: { total: 0, average: 0 },
      }),
    }),
    handle(contract.addons.getAddonsByQueryObject, () => ({ isSuccess: true, addOns: [] })),
    handle(contract.timeslot.getByDate, () => ({
      isSuccess: true,
      celebrationDate: '01-01-2030',
      hubId: HUB,
      slots: [],
    })),
  ];
}
