import type { AppThunk } from '../../app/appTypes';
import { selectShare, shareLinkCopied } from './modalsSlice';

/** 'Or share with link': the dialog's URL goes to the clipboard, then 'Link copied' shows. */
export const copyShareLink = (): AppThunk<Promise<void>> => async (dispatch, getState, extra) => {
  const share = selectShare(getState());
  if (!share) return;
  try {
    await extra.copyText(share.url);
    dispatch(shareLinkCopied({ url: share.url }));
  } catch (error) {
    extra.logError('Copying the share link failed', error);
  }
};
