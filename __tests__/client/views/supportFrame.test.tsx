import { act, render, screen, waitFor } from '@testing-library/react';
import type { RootState } from '../../../src/client/app/rootReducer';
import {
  FRAME_STEP_MESSAGE,
  type FrameStep,
} from '../../../src/client/features/support/frameProtocol';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { FrameApp } from '../../../src/client/support-frame/FrameApp';
import { contract, type Faq } from '../../../src/shared/contract';
import { backgroundHandlers, handle, requests, server, settle, withMockApi } from '../support/msw';
import { renderRoute } from '../support/render';

withMockApi();

const FAQS: Faq[] = [
  {
    _id: 'f1',
    category: 'booking',
    question: 'How do I book?',
    answer: 'Pick a decor and a slot.',
  },
];

/** A real state of the app on /help, with RTK Query's cache filled by the mock API. */
async function recordedHelpState(): Promise<RootState> {
  server.use(
    ...backgroundHandlers(),
    handle(contract.homepage.getBanners, () => ({ isSuccess: true, banners: [] })),
    handle(contract.content.faqs, () => ({ isSuccess: true, faqs: FAQS })),
  );
  const { store, unmount } = renderRoute('/help', {
    session: { ...initialSessionState, status: 'ready' },
  });
  await screen.findByText('How do I book?');
  await settle();
  const state = store.getState();
  unmount();
  server.resetHandlers();
  requests.length = 0;
  return state;
}

const step = (position: number, state: RootState, path: string): FrameStep => ({
  type: FRAME_STEP_MESSAGE,
  position,
  state,
  path,
  scroll: { x: 0, y: 0 },
});

describe('the support frame', () => {
  test('renders the real page from a recorded state and sends nothing while stepping', async () => {
    const state = await recordedHelpState();
    const refused: string[] = [];
    const onRefused = (name: string) => void refused.push(name);
    const { rerender } = render(<FrameApp step={step(1, state, '/help')} onRefused={onRefused} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help and support' }),
    ).toBeVisible();
    expect(await screen.findByText('How do I book?')).toBeVisible();

    rerender(<FrameApp step={step(2, state, '/faqs')} onRefused={onRefused} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    rerender(<FrameApp step={step(3, state, '/help')} onRefused={onRefused} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help and support' }),
    ).toBeVisible();
    await act(() => settle());
    expect(requests).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('a call the recorded cache cannot answer is refused before the network', async () => {
    const state = await recordedHelpState();
    const emptyCache = { ...state, api: { ...state.api, queries: {}, subscriptions: {} } };
    const refused: string[] = [];
    render(
      <FrameApp
        step={step(1, emptyCache, '/help')}
        onRefused={(name) => void refused.push(name)}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help and support' }),
    ).toBeVisible();
    await waitFor(() => expect(refused).toContain('contentFaqs'));
    await act(() => settle());
    expect(requests).toEqual([]);
  });
});
