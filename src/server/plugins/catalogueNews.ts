// Each API instance hears the catalogue's news: the database notifies 'catalogue_changed' from a
// trigger on every table the catalogue's answers read, in the writer's own transaction, so a
// change by this instance, another instance, the seed, an admin command or plain SQL empties
// every instance's cached answers and its remembered catalogue (hubs, tiles, product rows,
// listing counts) once it commits. While the news cannot be heard (a lost connection to
// PostgreSQL, until it is back) nothing is served from the answer cache.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import type { AppDeps } from '../app';
import type { Subscription } from '../db/client';
import { forgetCatalogue } from '../services/catalogue/directory';
import { AnswerCache, answerOf, type Answer } from '../services/catalogue/answers';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueAnswers: AnswerCache;
  }
}

const ENCODINGS = ['br', 'gzip'] as const;

/** Sends a kept answer as it was made: no serialising, hashing or compressing again. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.header('etag', answer.etag);
  reply.header('vary', 'accept-encoding');
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && answer.br ? negotiate(accepted, [...ENCODINGS]) : null;
  const compressed = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : undefined;
  if (encoding && compressed) {
    reply.header('content-encoding', encoding);
    return reply.send(compressed);
  }
  return reply.send(answer.bytes);
}

/**
 * Answers a request whose answer depends only on its route and its body or query (never on the
 * caller) from the instance's answer cache, computing and keeping it when missing.
 */
export async function cachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
) {
  const cache = request.server.catalogueAnswers;
  const key = `${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.body ?? null)}\n${JSON.stringify(request.query ?? null)}`;
  const kept = cache.get(key);
  if (kept) return sendAnswer(request, reply, kept);
  const generation = cache.current();
  // Serialised by the route's response schema, as an answer sent without the cache would be.
  const answer = await answerOf(reply.serialize(await compute()) as string);
  cache.keep(key, generation, answer);
  return sendAnswer(request, reply, answer);
}

async function catalogueNews(app: FastifyInstance, deps: AppDeps) {
  const cache = new AnswerCache();
  const { database } = deps;
  app.decorate('catalogueAnswers', cache);
  let subscription: Subscription | null = null;
  const forget = () => forgetCatalogue(database.db);
  app.addHook('onReady', async () => {
    subscription = await database.listen(CATALOGUE_CHANNEL, {
      onNotify: () => {
        cache.invalidate();
        forget();
      },
      onListening: () => {
        forget();
        cache.setLive(true);
      },
      onLost: () => {
        forget();
        cache.setLive(false);
      },
    });
  });
  app.addHook('onClose', async () => {
    cache.setLive(false);
    await subscription?.close();
  });
}

export const catalogueNewsPlugin = fp(catalogueNews, { name: 'catalogue-news' });
