// `GET /search?q=…`: the nav search box's form, for a browser that has not run the page's
// scripts (or never will). It goes where the box goes with them (`searchPath`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_SEARCH_MIN_CHARS, SEARCH_TEXT_MAX, searchPath } from '../shared/domain';

export const SEARCH_TOO_SHORT = `Type at least ${PRODUCT_SEARCH_MIN_CHARS} characters to search.`;
export const SEARCH_TOO_LONG = `Search for at most ${SEARCH_TEXT_MAX} characters.`;

/** 303 to the listing of the search (or the list of ids), or a 400 saying what to type. */
export function sendSearch(request: FastifyRequest, reply: FastifyReply) {
  const { q } = (request.query ?? {}) as Record<string, unknown>;
  const text = typeof q === 'string' ? q : '';
  const refuse = (message: string) =>
    reply
      .status(400)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(message);
  if (text.trim().length > SEARCH_TEXT_MAX) return refuse(SEARCH_TOO_LONG);
  const path = searchPath(text);
  if (path === null) return refuse(SEARCH_TOO_SHORT);
  return reply.header('cache-control', 'no-cache').redirect(path, 303);
}
