import { siFacebook, siMessenger, siTelegram, siWhatsapp, siX } from 'simple-icons';
import { MESSAGES } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, selectShare } from '../../features/modals/modalsSlice';
import { copyShareLink } from '../../features/modals/shareThunks';
import { Dialog } from '../components/ui/Dialog';
import { Button } from '../components/ui/ui.styles';
import { LinkRow, TargetIcon, Targets } from './ShareDialog.styles';
import { shareLinks } from './shareLinks';

/** An envelope for mail, which is no network of its own and so has no brand mark. */
const MAIL_PATH =
  'M2 4h20a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 3.2V18h20V7.2l-10 6.3L2 7.2zM3.6 6 12 11.3 20.4 6H3.6z';

/**
 * Each service's mark (Simple Icons) in white on a darkened brand colour, so the mark keeps a
 * readable contrast.
 */
const ICONS: Record<string, { path: string; colour: string }> = {
  WhatsApp: { path: siWhatsapp.path, colour: '#128C3E' },
  Facebook: { path: siFacebook.path, colour: '#1565C0' },
  Messenger: { path: siMessenger.path, colour: '#6A1B9A' },
  Twitter: { path: siX.path, colour: '#1A1D29' },
  Mail: { path: MAIL_PATH, colour: '#C62828' },
  Telegram: { path: siTelegram.path, colour: '#0B6FA4' },
};

/** 'Share with' (SPEC 2), opened by any Share button through the share modal's state. */
export default function ShareDialog() {
  const dispatch = useAppDispatch();
  const share = useAppSelector(selectShare);
  if (!share) return null;
  return (
    <Dialog title="Share with" onClose={() => dispatch(modalClosed({ name: 'share' }))}>
      <Targets>
        {shareLinks(share.url, share.title).map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer">
              <TargetIcon $colour={ICONS[target.name]?.colour ?? '#2136D4'} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
                  <path d={ICONS[target.name]?.path} fill="currentColor" />
                </svg>
              </TargetIcon>
              {target.name}
            </a>
          </li>
        ))}
      </Targets>
      <LinkRow>
        <Button type="button" $variant="ghost" onClick={() => void dispatch(copyShareLink())}>
          Or share with link
        </Button>
        <div role="status" aria-live="polite">
          {share.linkCopied && <p>{MESSAGES.linkCopied}</p>}
        </div>
      </LinkRow>
    </Dialog>
  );
}
