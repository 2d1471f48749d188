import { Navigate, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/Page';
import { PaymentCheck } from '../../features/membership/PaymentCheck';
import { useSession } from '../../lib/session.queries';
import { isMobileDevice } from '../device';

// A cook who paid from the phone goes back to the phone's recipes, not the desktop dashboard.
const onwardFrom = () =>
  isMobileDevice() ? { to: '/mrecipes', label: 'Back to Recipes' } : { to: '/dashboard', label: 'Go to Dashboard' };

/** Where the checkout returns to: ?success=true after paying; anything else belongs on the Upgrade page. */
export function UpgradeResponsePage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (params.get('success') !== 'true') return <Navigate to="/upgrade" replace />;
  if (!user) return null;
  return (
    <Page title="Your Membership">
      <PaymentCheck cook={user} checkoutId={params.get('session_id')} onward={onwardFrom()} />
    </Page>
  );
}
