import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Only the path and query of a call matter in-process; a relative URL resolves against this. */
const IN_PROCESS = 'http://in-process.invalid';

/** Statuses whose answer has no body, which `new Response` refuses one for. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` served by the API app in this process through `inject`: no socket, no HTTP hop. The
 * call counts against `remoteAddress` (the visitor's), so the API's per-IP throttles and logs see
 * who asked, not the server asking on their behalf.
 */
export function injectFetch(
  api: Pick<FastifyInstance, 'inject'>,
  remoteAddress: string,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), IN_PROCESS),
      init,
    );
    request.signal.throwIfAborted();
    const headers = Object.fromEntries(request.headers);
    // fetch answers decoded bodies; compressing in-process would only cost time.
    delete headers['accept-encoding'];
    const url = new URL(request.url);
    const answer = await api.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(request.body && { payload: Buffer.from(await request.arrayBuffer()) }),
      remoteAddress,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) answerHeaders.append(name, String(one));
      }
    }
    return new Response(
      NULL_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload),
      {
        status: answer.statusCode,
        statusText: answer.statusMessage,
        headers: answerHeaders,
      },
    );
  };
}
