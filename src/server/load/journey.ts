// One customer of `npm run load`, as the SPA calls the API: browse a listing page, search, open
// a product; a share of them then sign in by OTP (read from the development outbox), save an
// address, pick a free slot, put the decor in the cart and either place it cash on delivery or
// pay by card in the payment sandbox (its checkout page, then 'Pay'). Every call goes to the
// forwarder in front of the instances, from the customer's own address (X-Forwarded-For).
import { listingBody } from '../bench/listingRequest';

/** The steps in the order a customer takes them; the report has one row each. */
export const STEPS = [
  'browse',
  'search',
  'product',
  'sign in',
  'address',
  'slots',
  'cart',
  'place (cash)',
  'pay (card)',
] as const;
export type Step = (typeof STEPS)[number];

export interface Locality {
  pincode: string;
  name: string;
  lat: number;
  lng: number;
}

export interface JourneyConfig {
  /** The forwarder's origin. */
  apiOrigin: string;
  hubId: string;
  /** Celebration dates (DD-MM-YYYY) customers choose among. */
  days: string[];
  locality: Locality;
  /** Active decors, for a customer whose listing page came back empty. */
  productIds: string[];
  /** The share of customers who go on to book after browsing. */
  buyShare: number;
  /** Of those, the share who pay by card (the rest pay cash on delivery). */
  cardShare: number;
}

/** What one customer did in the end. */
export type Ending = 'browsed' | 'cash order' | 'card order' | 'slot taken' | 'sold out' | 'failed';

/** Every call's time by step, and the calls that failed. */
export class Recorder {
  readonly times = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  readonly failures = new Map<Step, number>(STEPS.map((step) => [step, 0]));
  /** A few failures as they happened, for the report. */
  readonly examples: string[] = [];
  readonly endings = new Map<Ending, number>();
  /** Orders the customers were told were placed or paid: the invariants check them. */
  readonly cashOrders: string[] = [];
  readonly paidOrders: string[] = [];

  time(step: Step, ms: number) {
    this.times.get(step)?.push(ms);
  }

  fail(step: Step, detail: string) {
    this.failures.set(step, (this.failures.get(step) ?? 0) + 1);
    if (this.examples.length < 10) this.examples.push(`${step}: ${detail}`);
  }

  end(ending: Ending) {
    this.endings.set(ending, (this.endings.get(ending) ?? 0) + 1);
  }
}

class StepFailed extends Error {}

interface CallOptions {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  form?: Record<string, string>;
  /** Statuses that are a normal answer for this step (200 unless named). */
  expect?: number[];
  origin?: string;
}

interface Reply {
  status: number;
  json: Record<string, unknown>;
  location: string | null;
}

const SEARCHES = ['birthday', 'balloon', 'anniversary', 'baby shower', 'welcome', 'ballon'];
const LISTINGS: Record<string, unknown>[] = [
  {},
  { category: 'birthday' },
  { sort: 'sellingPriceAsc' },
  { category: 'anniversary' },
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A customer: their own phone number and address, so per-phone and per-IP limits count them alone. */
export class Customer {
  private token = '';
  private userId = '';
  private addressId = '';
  readonly phone: string;
  readonly ip: string;

  constructor(
    private readonly n: number,
    private readonly config: JourneyConfig,
    private readonly recorder: Recorder,
    run: number,
  ) {
    this.phone = `9${String((run + n) % 1_000_000_000).padStart(9, '0')}`;
    // Per run, so a run soon after another starts from fresh per-IP counters in Redis.
    const k = (run + n) % 0xffffff;
    this.ip = `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255 || 1}`;
  }

  /** One call, timed under `step`; an unexpected answer fails the step and ends the journey. */
  private async call(step: Step, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(new URL(path, options.origin ?? this.config.apiOrigin), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        redirect: 'manual',
      });
      text = await res.text();
    } catch (error) {
      this.recorder.time(step, performance.now() - started);
      this.recorder.fail(step, (error as Error).message);
      throw new StepFailed();
    }
    this.recorder.time(step, performance.now() - started);
    let json: Record<string, unknown> = {};
    if (res.headers.get('content-type')?.includes('json')) json = JSON.parse(text) as typeof json;
    if (!(options.expect ?? [200]).includes(res.status)) {
      this.recorder.fail(step, `${res.status} ${path.split('?')[0]} ${text.slice(0, 160)}`);
      throw new StepFailed();
    }
    return { status: res.status, json, location: res.headers.get('location') };
  }

  async run(): Promise<void> {
    try {
      this.recorder.end(await this.journey());
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
      this.recorder.end('failed');
    }
  }

  private async journey(): Promise<Ending> {
    const { hubId } = this.config;
    const listing = await this.call('browse', '/api/products/get_products_by_filter', {
      body: listingBody(hubId, pick([0, 0, 54]), pick(LISTINGS)),
    });
    const products = listing.json.products as { _id: string }[];
    await this.call(
      'search',
      `/api/products/search?text=${encodeURIComponent(pick(SEARCHES))}&hubId=${hubId}`,
    );
    // A filter can match nothing in the demo catalogue; the customer then opens a known decor.
    const productId = products.length > 0 ? pick(products)._id : pick(this.config.productIds);
    await this.call('product', '/api/products/get_product', {
      body: { queries: { _id: productId }, hubId },
    });
    if (Math.random() >= this.config.buyShare) return 'browsed';

    await this.signIn();
    await this.saveAddress();
    const date = pick(this.config.days);
    const slots = await this.call(
      'slots',
      `/api/timeslot/${date}?hubId=${hubId}&productId=${productId}`,
    );
    const free = (
      slots.json.slots as { isAvailable: boolean; arrivingTime: string; readyTime: string }[]
    ).filter((slot) => slot.isAvailable);
    if (free.length === 0) return 'sold out';
    const slot = pick(free);
    const cart = await this.call('cart', '/api/users/cart/create_update', {
      token: this.token,
      body: {
        cart: {
          product: productId,
          addOns: [],
          offers: [],
          bookingAddress: this.addressId,
          celebrationDate: date,
          arrivingTime: slot.arrivingTime,
          readyTime: slot.readyTime,
        },
      },
    });
    // The slot filled between the list and the cart: the server dropped it from the cart.
    const kept = (cart.json.cart as { arrivingTime?: string } | undefined)?.arrivingTime;
    if (!kept) return 'slot taken';
    const cartId = `${this.userId}C`;
    if (Math.random() >= this.config.cardShare) {
      const placed = await this.call('place (cash)', '/api/orders/place', {
        token: this.token,
        body: { cartId, userId: this.userId },
        expect: [200, 409],
      });
      if (placed.status === 409) return 'slot taken';
      this.recorder.cashOrders.push(placed.json.orderId as string);
      return 'cash order';
    }
    return this.payByCard(cartId);
  }

  private async signIn() {
    const sent = await this.call('sign in', `/api/users/generateotp/${this.phone}?type=login`);
    const outbox = await this.call('sign in', `/api/dev/outbox?phone=${this.phone}`);
    const [latest] = outbox.json.messages as { otp: string }[];
    if (!latest) {
      this.recorder.fail('sign in', 'no code in the outbox');
      throw new StepFailed();
    }
    const checked = await this.call('sign in', '/api/users/checkotp/', {
      body: { otp: latest.otp, hashOtp: sent.json.hash, phoneNumber: this.phone },
    });
    const { registrationToken } = (checked.json.data as { registrationToken: string }) ?? {};
    const registered = await this.call('sign in', '/api/users/register', {
      body: { name: `Load Customer ${this.n}`, phoneNumber: this.phone, registrationToken },
    });
    const { user } = registered.json.data as { user: { token: string; _id: string } };
    this.token = user.token;
    this.userId = user._id;
  }

  private async saveAddress() {
    const { locality } = this.config;
    const saved = await this.call('address', '/api/users/address/save-address', {
      token: this.token,
      body: {
        addressData: {
          addressLabel: 'home',
          ownerName: `Load Customer ${this.n}`,
          address1: '12, Lake View',
          flatNumber: '12',
          buildingName: 'Lake View',
          address2: locality.name,
          city: 'Thane',
          state: 'Maharashtra',
          pinCode: locality.pincode,
          mobile: [this.phone],
          locationv2: {
            lat: locality.lat,
            lng: locality.lng,
            addressLine1: 'Lake View',
            addressLine2: locality.name,
            city: 'Thane',
            state: 'Maharashtra',
            pincode: locality.pincode,
          },
        },
      },
    });
    this.addressId = (saved.json.address as { _id: string })._id;
  }

  /** The card flow: the API's checkout link, the sandbox's page, then 'Pay' (timed as one step). */
  private async payByCard(cartId: string): Promise<Ending> {
    const initiated = await this.call('pay (card)', '/api/payment/initiate', {
      token: this.token,
      body: { type: '_NEW_ORDER_PAYMENT', cartId, option: 'full' },
      expect: [200, 409],
    });
    if (initiated.status === 409) return 'slot taken';
    const link = new URL(initiated.json.url as string);
    await this.call('pay (card)', `${link.pathname}${link.search}`, { origin: link.origin });
    const done = await this.call('pay (card)', '/checkout/complete', {
      origin: link.origin,
      form: {
        session: link.searchParams.get('session') ?? '',
        sig: link.searchParams.get('sig') ?? '',
        action: 'pay',
      },
      // 409: the shop refused it (the slot filled while the customer paid); nothing was taken.
      expect: [303, 409],
    });
    if (done.status === 409) return 'slot taken';
    const infos = JSON.parse(
      new URL(done.location ?? '').searchParams.get('paymentInfos') ?? '{}',
    ) as { paymentStatus?: string; orderId?: string };
    if (infos.paymentStatus !== 'PAYMENT_SUCCESS' || !infos.orderId) {
      this.recorder.fail('pay (card)', `returned ${done.location}`);
      throw new StepFailed();
    }
    this.recorder.paidOrders.push(infos.orderId);
    return 'card order';
  }
}
