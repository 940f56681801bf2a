import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contract } from '../../shared/contract';
import { gazetteerProvider } from '../adapters/geo/gazetteer';
import { googleGeoProvider } from '../adapters/geo/google';
import { GeoProviderError, type GeoProvider } from '../adapters/geo/types';
import { HttpError } from '../errors';
import { directoryOf } from '../services/catalogue/directory';
import { route } from './route';

const calls = contract.geo;

/** A provider that cannot answer is the upstream's failure, not the caller's. */
async function upstream<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error: unknown) {
    if (error instanceof GeoProviderError) throw new HttpError(502, error.message);
    throw error;
  }
}

export const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.catalogue;
  const { googleMaps } = app.deps.settings;
  const provider: GeoProvider = googleMaps
    ? googleGeoProvider({
        apiKey: googleMaps.apiKey,
        ...(googleMaps.apiBase ? { baseUrl: googleMaps.apiBase } : {}),
      })
    : gazetteerProvider(async () => (await directoryOf(db)).gazetteer);

  app.route(
    route(calls.serviceArea, async (request) => {
      const directory = await directoryOf(db);
      return {
        isSuccess: true as const,
        ...directory.serviceCheck(request.body.lat, request.body.lng),
      };
    }),
  );
  app.route(
    route(calls.autocomplete, (request) => upstream(provider.autocomplete(request.query.input))),
  );
  app.route(route(calls.geocode, (request) => upstream(provider.geocode(request.query.place_id))));
  app.route(
    route(calls.reverse, (request) =>
      upstream(provider.reverse(request.query.lat, request.query.lng)),
    ),
  );
  // The embedded map's drawing: read from the directory, so it needs no Maps key.
  app.route(
    route(calls.map, async () => {
      const { cities, hubs, gazetteer } = await directoryOf(db);
      return {
        isSuccess: true as const,
        cities: cities.map(({ slug, label, lat, lng }) => ({ slug, label, lat, lng })),
        hubs: hubs.map(({ id, name, city, active, area }) => ({
          hubId: id,
          name,
          city,
          active,
          area,
        })),
        localities: gazetteer.localities.map(({ name, city, lat, lng }) => ({
          name,
          city,
          lat,
          lng,
        })),
      };
    }),
  );
};
