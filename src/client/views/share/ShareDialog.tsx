import { MESSAGES } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, selectShare } from '../../features/modals/modalsSlice';
import { copyShareLink } from '../../features/modals/shareThunks';
import { Dialog } from '../components/ui/Dialog';
import { Button } from '../components/ui/ui.styles';
import { LinkRow, TargetIcon, Targets } from './ShareDialog.styles';
import { shareLinks } from './shareLinks';

/** Each service's brand colour behind its initial; all keep white text readable. */
const COLOURS: Record<string, string> = {
  WhatsApp: '#128C3E',
  Facebook: '#1565C0',
  Messenger: '#6A1B9A',
  Twitter: '#1A1D29',
  Mail: '#C62828',
  Telegram: '#0B6FA4',
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
              <TargetIcon $colour={COLOURS[target.name] ?? '#2136D4'} aria-hidden="true">
                {target.name.charAt(0)}
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
