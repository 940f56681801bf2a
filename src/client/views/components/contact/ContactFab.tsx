import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../features/auth/authSlice';
import { callUrl, chatMessage, chatPageFor, chatUrl } from '../../../features/shell/contact';

/**
 * One 56 px round button, bottom right, that opens 'Call to book' and the chat above it. A page
 * with a bar fixed at the bottom lifts it above the bar with `--contact-lift`. It stays under
 * every dialog's dimmed backdrop (and under the header and booking bar, which it never meets).
 */
const Fab = styled.details`
  position: fixed;
  right: 1rem;
  bottom: var(--contact-lift, 1rem);
  z-index: ${({ theme }) => theme.zIndex.modal - 3};
  /* A page the browser draws before it has read it all can hold this element without its button
     yet: it shows once its button is there, rather than as the browser's bare disclosure that
     then jumps to the button's size. */
  &:not(:has(summary)) {
    display: none;
  }
  summary,
  a {
    display: grid;
    place-items: center;
    min-height: 56px;
    min-width: 56px;
    padding: 0 1rem;
    border-radius: 28px;
    color: #fff;
    font-weight: 600;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 6px 18px rgba(10, 15, 40, 0.25);
  }
  summary {
    padding: 0;
    list-style: none;
    cursor: pointer;
  }
  &[open] summary {
    background: #0b6b3a;
  }
  div {
    position: absolute;
    right: 0;
    bottom: 64px;
    display: grid;
    justify-items: end;
    gap: 0.5rem;
    white-space: nowrap;
  }
`;

/**
 * 'Call to book', the chat button and 'Book on Chat', behind one button (a native disclosure, so
 * it opens before the page's scripts have run). The chat opens with a
 * message chosen by page and login state; a product page passes its product so the code goes
 * with it.
 */
export default function ContactFab({
  product = null,
}: {
  product?: { _id: string; name: string } | null;
}) {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const chat = chatUrl(chatMessage(chatPageFor(pathname, product), user?.name ?? null));
  return (
    <Fab aria-label="Contact us">
      <summary aria-label="Call or chat with us">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="#fff" aria-hidden="true">
          <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
        </svg>
      </summary>
      <div>
        <a href={callUrl()}>Call to book</a>
        <a href={chat} target="_blank" rel="noreferrer">
          {pathname === '/' ? 'Chat with us' : 'Book on Chat'}
        </a>
      </div>
    </Fab>
  );
}
