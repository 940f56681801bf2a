import styled from 'styled-components';
import { clipFiles, HOW_IT_WORKS_CLIP } from '../../../shared/domain/media';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, selectModals } from '../../features/modals/modalsSlice';
import { Clip } from '../coverVideo/Clip';
import { CloseActions, Dialog } from '../components/ui/Dialog';
import { HOW_IT_WORKS_STEPS, HOW_IT_WORKS_TITLE } from './howItWorksSteps';

/** The clip's 9/16 frame beside its steps on wide screens, above them on phones. */
const Body = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  /* The page behind does not scroll: a short phone scrolls the view itself. */
  max-height: calc(100vh - 11rem);
  overflow-y: auto;
  @media (min-width: 36rem) {
    grid-template-columns: 12rem minmax(0, 1fr);
    justify-items: stretch;
  }
  video {
    display: block;
    width: 100%;
    max-height: 40vh;
    aspect-ratio: 9 / 16;
    object-fit: contain;
    background: #10163f;
    border-radius: ${({ theme }) => theme.radii.small};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The clip's files: the site's how-it-works clip unless the opener named another WebM. */
function filesOf(videoUrl: string | null) {
  const own = videoUrl ? /\/media\/([a-z0-9-]+)\.webm$/.exec(videoUrl)?.[1] : HOW_IT_WORKS_CLIP;
  return own ? clipFiles(own) : { webm: videoUrl ?? '', mp4: undefined, poster: undefined };
}

/**
 * SPEC 2 'Other overlays': the how-it-works video view. The clip has no words, so the steps it
 * shows are written beside it.
 */
export function HowItWorksVideo() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectModals).howItWorksVideo;
  if (!open) return null;
  const close = () => dispatch(modalClosed({ name: 'howItWorksVideo' }));
  const files = filesOf(open.videoUrl);
  return (
    <Dialog title={HOW_IT_WORKS_TITLE} onClose={close} wide>
      <Body>
        <Clip url={files.webm} mp4Url={files.mp4} poster={files.poster} controls />
        <ol>
          {HOW_IT_WORKS_STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </Body>
      <CloseActions onClose={close} />
    </Dialog>
  );
}
