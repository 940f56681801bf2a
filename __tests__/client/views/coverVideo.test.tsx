import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CoverVideo as Video } from '../../../src/shared/contract';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { makeStore } from '../../../src/client/app/store';
import {
  coverVideosLoaded,
  coverVideosRequested,
} from '../../../src/client/features/coverVideo/coverVideoSlice';
import CoverVideo from '../../../src/client/views/coverVideo/CoverVideo';
import { fakeServices } from '../support/store';

const HOME_VIDEO: Video = {
  _id: 'video-home',
  options: { page: 'home' },
  videoUrl: 'http://localhost:5002/videos/home.mp4',
  collapsedVideoUrl: 'http://localhost:5002/videos/home-preview.mp4',
  redirectUrl: '/decors/list/birthday',
};
const LISTING_VIDEO: Video = {
  _id: 'video-listing',
  options: { page: 'decorListing' },
  videoUrl: 'http://localhost:5002/videos/listing.mp4',
};

function renderAt(path: string, videos: Video[] = [HOME_VIDEO, LISTING_VIDEO]) {
  const store = makeStore(undefined, { services: fakeServices() });
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <CoverVideo />
      </MemoryRouter>
    </AppProviders>,
  );
  act(() => {
    store.dispatch(coverVideosRequested());
    store.dispatch(coverVideosLoaded({ videos }));
  });
  return store;
}

const preview = () => screen.getByRole('button', { name: 'Play cover video' });

/** The clip's sources in the order the browser tries them: [URL, media type]. */
const sourcesOf = (video: Element | null) =>
  [...(video?.querySelectorAll('source') ?? [])].map((source) => [
    source.getAttribute('src'),
    source.getAttribute('type'),
  ]);

/** The site's own clips, as the API answers them: WebM, its MP4 copy and a poster each. */
const OWN_CLIPS: Video = {
  _id: 'video-home',
  options: { page: 'home' },
  videoUrl: '/media/cover-home.webm',
  posterUrl: '/media/cover-home-poster.webp',
  mp4Url: '/media/cover-home.mp4',
  collapsedVideoUrl: '/media/cover-home-preview.webm',
  collapsedPosterUrl: '/media/cover-home-preview-poster.webp',
  collapsedMp4Url: '/media/cover-home-preview.mp4',
};

describe('cover video', () => {
  test('home shows the collapsed preview with the collapsed clip', () => {
    renderAt('/');
    const clip = preview().querySelector('video');
    expect(sourcesOf(clip)).toEqual([[HOME_VIDEO.collapsedVideoUrl, 'video/mp4']]);
    expect(clip?.muted).toBe(true);
  });

  test('the preview and the full-screen view offer WebM, then MP4, over their posters', async () => {
    renderAt('/', [OWN_CLIPS]);
    const clip = preview().querySelector('video');
    expect(clip).toHaveAttribute('poster', OWN_CLIPS.collapsedPosterUrl);
    expect(sourcesOf(clip)).toEqual([
      [OWN_CLIPS.collapsedVideoUrl, 'video/webm'],
      [OWN_CLIPS.collapsedMp4Url, 'video/mp4'],
    ]);
    await userEvent.click(preview());
    const full = await screen.findByRole('dialog', { name: 'Cover video' });
    expect(full.querySelector('video')).toHaveAttribute('poster', OWN_CLIPS.posterUrl);
    expect(sourcesOf(full.querySelector('video'))).toEqual([
      [OWN_CLIPS.videoUrl, 'video/webm'],
      [OWN_CLIPS.mp4Url, 'video/mp4'],
    ]);
  });

  test('the decor listing shows its own video; other pages show none', () => {
    renderAt('/decors/list/birthday');
    expect(sourcesOf(preview().querySelector('video'))).toEqual([
      [LISTING_VIDEO.videoUrl, 'video/mp4'],
    ]);
  });

  test('a product page shows no video', () => {
    renderAt('/products/decor/P1001/rainbow');
    expect(screen.queryByRole('button', { name: 'Play cover video' })).not.toBeInTheDocument();
  });

  test.each([
    ['with a collapsed clip, after 15 s', HOME_VIDEO, 15],
    ['without one, after 4 s', LISTING_VIDEO, 4],
  ])('the preview loops %s', (_name, video, seconds) => {
    renderAt(video.options.page === 'home' ? '/' : '/decors/list', [video]);
    const clip = preview().querySelector('video') as HTMLVideoElement;
    clip.currentTime = seconds - 0.5;
    fireEvent.timeUpdate(clip);
    expect(clip.currentTime).toBe(seconds - 0.5);
    clip.currentTime = seconds;
    fireEvent.timeUpdate(clip);
    expect(clip.currentTime).toBe(0);
  });

  test('a click opens the full-screen video; closing it records the page as closed', async () => {
    const store = renderAt('/');
    await userEvent.click(preview());
    // The full-screen player is a chunk of its own, loaded on the tap.
    const full = await screen.findByRole('dialog', { name: 'Cover video' });
    expect(sourcesOf(full.querySelector('video'))).toEqual([[HOME_VIDEO.videoUrl, 'video/mp4']]);
    expect(screen.getByRole('link', { name: 'Explore decorations' })).toHaveAttribute(
      'href',
      '/decors/list/birthday',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play cover video' })).not.toBeInTheDocument();
    expect(store.getState().coverVideo.closedPages).toEqual(['home']);
  });

  test('the preview can be closed without opening it', async () => {
    const store = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('button', { name: 'Play cover video' })).not.toBeInTheDocument();
    expect(store.getState().coverVideo.expandedPage).toBeNull();
  });
});
