import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { StatusLoading } from '../../components/ui/StatusLoading';
import { useSession } from '../../lib/session.queries';
import { isMobileDevice } from '../device';

// For a first visit on a computer only: a phone or a signed-in cook never downloads the landing page.
const LandingPage = lazy(async () => ({ default: (await import('./LandingPage')).LandingPage }));

/** Spec 2.1 "/": an active cook goes to the dashboard, a phone to /mlogin, everyone else sees the landing page. */
export function HomeRoute() {
  const { user, status, isPending } = useSession();
  if (isPending) return <StatusLoading />;
  if (user && status && status !== 'Expired') return <Navigate to="/dashboard" replace />;
  if (isMobileDevice()) return <Navigate to="/mlogin" replace />;
  return (
    <Suspense fallback={<StatusLoading />}>
      <LandingPage />
    </Suspense>
  );
}
