import { QueryStatus } from '@reduxjs/toolkit/query';
import { rootReducer, type RootState } from '../../../src/client/app/rootReducer';
import {
  dehydrate,
  readServerPayload,
  serializePayload,
  STATE_ELEMENT_ID,
} from '../../../src/client/ssr/hydrationState';

const initial = (): RootState => rootReducer(undefined, { type: 'test/init' });

function withQueries(queries: Record<string, { status: QueryStatus; data?: unknown }>): RootState {
  const state = initial();
  return { ...state, api: { ...state.api, queries: queries as RootState['api']['queries'] } };
}

describe('the state a server-rendered page hands the browser', () => {
  test('settled queries travel; running ones, subscriptions and config stay behind', () => {
    const state = withQueries({
      done: { status: QueryStatus.fulfilled, data: { isSuccess: true } },
      failed: { status: QueryStatus.rejected },
      running: { status: QueryStatus.pending },
    });
    const sent = dehydrate(state);
    expect(Object.keys(sent.api?.queries ?? {})).toEqual(['done', 'failed']);
    expect(sent.api).not.toHaveProperty('subscriptions');
    expect(sent.api).not.toHaveProperty('config');
    expect(sent.session).toEqual(state.session);
  });

  test('no text in the state can close the script element that carries it', () => {
    const text = serializePayload({
      origin: 'http://localhost:3002',
      wide: false,
      state: withQueries({
        p: {
          status: QueryStatus.fulfilled,
          data: { name: '</script><script>alert(1)</script> & \u2028' },
        },
      }),
    });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    document.body.innerHTML = `<script type="application/json" id="${STATE_ELEMENT_ID}">${text}</script>`;
    const payload = readServerPayload(document);
    expect(payload?.state.api?.queries.p?.data).toEqual({
      name: '</script><script>alert(1)</script> & \u2028',
    });
  });

  test('a page without the element, or with a broken one, is rendered by the browser alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerPayload(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${STATE_ELEMENT_ID}">{oops</script>`;
    expect(readServerPayload(document)).toBeNull();
  });
});
