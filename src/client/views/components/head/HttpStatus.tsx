import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** What a server render learns from the page it rendered: a status other than 200, a redirect. */
export class RenderOutcome {
  status = 200;
  location: string | null = null;

  answer(status: number, location: string | null = null) {
    this.status = status;
    this.location = location;
  }
}

/** Present only in the server's page render; in a browser the components below change nothing. */
export const RenderOutcomeContext = createContext<RenderOutcome | null>(null);

/** The HTTP status of the page on screen (404 for the not-found content), for the server's answer. */
export function HttpStatus({ code }: { code: number }) {
  useContext(RenderOutcomeContext)?.answer(code);
  return null;
}

/** A page that moved for good: the server answers 301, the browser replaces the entry. */
export function PermanentRedirect({ to }: { to: string }) {
  const outcome = useContext(RenderOutcomeContext);
  if (!outcome) return <Navigate to={to} replace />;
  outcome.answer(301, to);
  return null;
}
