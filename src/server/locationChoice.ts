// The location chooser without JavaScript (issue 41): the /location page posts the city a visitor
// picks here; the answer sets the cookie the app itself keeps the chosen location in (the server
// renders prices by it) and sends the visitor back to the page they came from.
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, SelectedLocation, type ServiceableCities } from '../shared/contract';
import { LOCATION_PAGE_PATH, MESSAGES } from '../shared/domain';
import { backPath } from '../shared/domain/backPath';
import { injectFetch } from './apiFetch';

/** The browser app's location cookie (`COOKIE_KEYS.location` in the client's persistence). */
export const LOCATION_COOKIE = 'utsav_location';
/** As the app keeps it: a year, the whole site, sent with top-level navigations (Lax). */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const CITY_SLUG = /^[a-z0-9-]{1,60}$/;
const FORM_BODY_LIMIT = 2048;

type Located = Static<typeof SelectedLocation>;

class ChoiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface GeoAnswer {
  status: string;
  results: {
    formatted_address: string;
    address_components: { long_name: string; types: string[] }[];
  }[];
}

async function call<T>(fetchApi: typeof fetch, path: string, init: RequestInit): Promise<T> {
  const answer = await fetchApi(path, init);
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The selected location of a served city's centre, as the panel's map would confirm it there:
 * the city checked by the same service-area call, its address read by the same geocoder.
 */
export async function cityLocation(fetchApi: typeof fetch, slug: string): Promise<Located> {
  const { serviceableCities } = await call<{ serviceableCities: ServiceableCities }>(
    fetchApi,
    contract.v2.getServiceableCities.path,
    postJson({ options: { operation: 'getServiceableCities' } }),
  );
  const city = Object.hasOwn(serviceableCities, slug) ? serviceableCities[slug] : undefined;
  if (!city) throw new ChoiceError(400, 'Choose one of the cities on the list');
  const { lat, lng } = city.location;
  const service = await call<{
    isServiceable: boolean;
    isInAnyHub: boolean;
    hubs: { hubId: string }[];
  }>(fetchApi, contract.geo.serviceArea.path, postJson({ lat, lng }));
  if (!service.isServiceable) throw new ChoiceError(409, MESSAGES.locationNotServiceable);
  const place = await call<GeoAnswer>(
    fetchApi,
    `${contract.geo.reverse.path}?lat=${lat}&lng=${lng}`,
    { method: 'GET' },
  ).catch(() => null);
  const result = place?.status === 'OK' ? place.results[0] : undefined;
  const part = (type: string) =>
    result?.address_components.find((component) => component.types.includes(type))?.long_name;
  const location: Located = {
    _id: null,
    address1: city.label,
    serviceAreaInfo: {
      hubId: service.hubs[0]?.hubId ?? null,
      isServiceable: true,
      isInAnyHub: service.isInAnyHub,
    },
    locationv2: {
      lat,
      lng,
      addressLine1: (result?.formatted_address ?? `${city.label}, India`).slice(0, 120),
      city: (part('locality') ?? city.label).slice(0, 60),
      state: (part('administrative_area_level_1') ?? '').slice(0, 60),
    },
  };
  if (!Value.Check(SelectedLocation, location)) {
    throw new Error(`The location of '${slug}' does not fit the selected-location schema`);
  }
  return location;
}

/**
 * Whether a form post comes from a page of this site. A browser says so in Sec-Fetch-Site; one
 * too old for it names the page's origin, unless the page's referrer policy (no-referrer, as the
 * site's is) makes it say 'null'. Nothing worse than a visitor's chosen city rides on it.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const { origin } = request.headers;
  if (origin === undefined || origin === 'null') return true;
  return origin === `${request.protocol}://${request.headers.host ?? ''}`;
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * `POST /location` (form fields `city`, a served city's slug, and `back`, the page to return to):
 * sets the location cookie and answers 303 to `back`, a path on this site (else the home page).
 */
export async function locationChoiceRoutes(
  app: FastifyInstance,
  { api, secure }: { api: Pick<FastifyInstance, 'inject'>; secure: boolean },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post(LOCATION_PAGE_PATH, async (request, reply) => {
      if (!fromThisSite(request)) {
        return refuse(reply, 403, 'A location is chosen on this site’s own location page');
      }
      const form = (request.body ?? {}) as Record<string, unknown>;
      const back = backPath(typeof form.back === 'string' ? form.back : null);
      const city = typeof form.city === 'string' ? form.city : '';
      if (!CITY_SLUG.test(city)) return refuse(reply, 400, 'Choose one of the cities on the list');
      let location: Located;
      try {
        location = await cityLocation(injectFetch(api, request.ip), city);
      } catch (error) {
        if (error instanceof ChoiceError) return refuse(reply, error.status, error.message);
        throw error;
      }
      const stored = { hubId: location.serviceAreaInfo.hubId, selected: location };
      reply.header(
        'set-cookie',
        stringifySetCookie(LOCATION_COOKIE, JSON.stringify(stored), {
          maxAge: COOKIE_MAX_AGE_S,
          path: '/',
          sameSite: 'lax',
          secure,
        }),
      );
      return reply.redirect(back, 303);
    });
  });
}
