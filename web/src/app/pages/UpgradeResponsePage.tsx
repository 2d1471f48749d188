import { Navigate, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/Page';
import { PaymentCheck } from '../../features/membership/PaymentCheck';
import { useSession } from '../../features/session/session.queries';

/** Where the checkout returns to: ?success=true after paying; anything else belongs on the Upgrade page. */
export function UpgradeResponsePage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (params.get('success') !== 'true') return <Navigate to="/upgrade" replace />;
  if (!user) return null;
  return (
    <Page title="Your Membership">
      <PaymentCheck cook={user} checkoutId={params.get('session_id')} />
    </Page>
  );
}
