import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../../features/auth/authSlice';

/** SPEC 6: logged-in-only routes send a visitor to the home page. */
export function RequireUser({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <>{children}</> : <Navigate to="/" replace />;
}
