import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../features/auth/authSlice';
import { callUrl, chatMessage, chatPageFor, chatUrl } from '../../../features/shell/contact';

const Stack = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: ${({ theme }) => theme.zIndex.modal - 1};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
`;

const Fab = styled.a<{ $tone: 'primary' | 'chat' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: 999px;
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $tone }) => ($tone === 'chat' ? '#0b6b3a' : theme.colors.primary)};
  box-shadow: 0 6px 18px rgba(10, 15, 40, 0.25);
`;

/**
 * 'Call to book', the chat button and 'Book on Chat'. The chat opens with a message chosen by
 * page and login state; a product page passes its product so the code goes with it.
 */
export function FloatingContact({
  product = null,
}: {
  product?: { _id: string; name: string } | null;
}) {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const message = chatMessage(chatPageFor(pathname, product), user?.name ?? null);
  const chat = chatUrl(message);
  const onList = pathname !== '/';
  return (
    <Stack aria-label="Contact us">
      <Fab $tone="primary" href={callUrl()}>
        Call to book
      </Fab>
      {onList ? (
        <Fab $tone="chat" href={chat} target="_blank" rel="noreferrer">
          Book on Chat
        </Fab>
      ) : (
        <Fab $tone="chat" href={chat} target="_blank" rel="noreferrer" aria-label="Chat with us">
          Chat
        </Fab>
      )}
    </Stack>
  );
}
