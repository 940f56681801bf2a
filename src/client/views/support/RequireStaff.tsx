import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth/authSlice';
import { isStaff } from '../../features/support/staff';

/** Every console page: customers and visitors go to the staff login, which says why. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  if (isStaff(user)) return <>{children}</>;
  return <Navigate to={`/support/login?next=${encodeURIComponent(pathname)}`} replace />;
}
