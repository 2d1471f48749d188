import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routeRule, statusPasses, type RoutePath } from '@fiz/core/access';
import { StatusLoading } from '../components/ui/StatusLoading';
import { useSession } from '../lib/session.queries';
import { OfflineNotice, useServerUnreachable } from './offline';

/** Spec 4.1 route guard, reading the same route table as the API guard. */
export function RouteGuard({ path, children }: { path: RoutePath; children: ReactNode }) {
  const rule = routeRule(path);
  const session = useSession();
  const location = useLocation();
  const unreachable = useServerUnreachable();
  if (rule.policy === 'public') return children;
  // Spec 4.1 renders nothing without a status; with no network, the cook is told why and what still works.
  if ((session.isPending || session.isError) && unreachable) return <OfflineNotice mobile={rule.mobile} />;
  if (session.isPending) return <StatusLoading />;
  if (session.isError) return null;
  if (!session.user) {
    // The page asked for opens once the cook has logged in (askedFor): a link followed signed out is not lost.
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={rule.mobile ? '/mlogin' : '/login'} replace state={{ from }} />;
  }
  if (!session.status) return null;
  if (!statusPasses(rule.policy, session.status)) return <Navigate to={rule.refusedTo} replace />;
  return children;
}

/**
 * A page that needs nothing from the server (the shopping list lives in this browser; the calculator and help
 * are code alone): behind the usual guard, except with no network, when the status cannot be fetched and the
 * guard could only wait. Offline it opens anyway.
 */
export function WorksOffline({ path, children }: { path: RoutePath; children: ReactNode }) {
  if (useServerUnreachable()) return children;
  return <RouteGuard path={path}>{children}</RouteGuard>;
}
