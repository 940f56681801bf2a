import { modalOpened, selectShare } from '../../../../src/client/features/modals/modalsSlice';
import { copyShareLink } from '../../../../src/client/features/modals/shareThunks';
import { testStore } from '../../support/store';

const URL_TO_SHARE = 'http://localhost/products/decor/P1001/rainbow-arch';
const opened = modalOpened({
  name: 'share',
  options: { url: URL_TO_SHARE, title: 'Rainbow arch' },
});

describe('share dialog: Or share with link', () => {
  test('copies the shared URL and marks the link copied', async () => {
    const copied: string[] = [];
    const { store } = testStore(undefined, {
      copyText: (text) => {
        copied.push(text);
        return Promise.resolve();
      },
    });
    store.dispatch(opened);
    await store.dispatch(copyShareLink());
    expect(copied).toEqual([URL_TO_SHARE]);
    expect(selectShare(store.getState())).toMatchObject({ linkCopied: true });
  });

  test('a refused clipboard is logged and never claims the link was copied', async () => {
    const { store, services } = testStore(undefined, {
      copyText: () => Promise.reject(new Error('denied')),
    });
    store.dispatch(opened);
    await store.dispatch(copyShareLink());
    expect(selectShare(store.getState())?.linkCopied).toBeUndefined();
    expect(services.errors).toEqual(['Copying the share link failed']);
  });

  test('nothing is copied when the dialog is closed', async () => {
    const copied: string[] = [];
    const { store } = testStore(undefined, {
      copyText: (text) => {
        copied.push(text);
        return Promise.resolve();
      },
    });
    await store.dispatch(copyShareLink());
    expect(copied).toEqual([]);
  });
});
