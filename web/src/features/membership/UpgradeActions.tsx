import { Alert, Button, Group } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { normalizeStatus } from '@fiz/core/access';
import { nothingToPay } from '@fiz/core/membership';
import type { SessionUser } from '@fiz/core/session';
import { serverMessage } from '../../lib/api';
import { sessionQuery } from '../../lib/session.queries';
import { useSignUp } from './membership.mutations';
import { paymentsQuery } from './membership.queries';
import { PaymentsUnavailable } from './PaymentsUnavailable';
import { BusyButton } from '../../components/ui/BusyButton';

const UNAVAILABLE_ID = 'fiz-payments-unavailable';

function SignUpRefused({ signUp }: { signUp: ReturnType<typeof useSignUp> }) {
  if (!signUp.isError) return null;
  return (
    <Alert color="red" role="alert">
      {serverMessage(signUp.error, 'The checkout could not be started. Please try again.')}
    </Alert>
  );
}

/**
 * Spec 2.3 Upgrade: Continue to the dashboard (with the status read again: an Admin may have renewed the cook
 * since the page opened), or, for a cook still Expired, to the recipes they may still read, the phone's; and 'Yes!
 * Sign Me Up!', which stays busy until the browser has left for the checkout; a refusal is shown and the cook
 * stays here. A server that takes no payments says so at once, with the owner to ask. A Life member or an Admin
 * has nothing to buy and is told so instead.
 */
export function UpgradeActions({ cook }: { cook: SessionUser }) {
  const signUp = useSignUp(cook);
  const { reset } = signUp;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const payments = useQuery(paymentsQuery);
  const continueOn = async () => {
    await queryClient.refetchQueries(sessionQuery);
    // Still Expired, the dashboard would only send the cook back here: their recipes are open to them on the phone's pages.
    const now = queryClient.getQueryData(sessionQuery.queryKey);
    await navigate(now && normalizeStatus(now.status) === 'Expired' ? '/mrecipes' : '/dashboard');
  };

  // Back from the checkout can restore this page exactly as it was left (the back/forward cache): still busy.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);

  const nothingToBuy = nothingToPay(cook.status);
  const unavailable = payments.data?.available === false || signUp.data === 'unavailable';
  let notice = <SignUpRefused signUp={signUp} />;
  if (unavailable) notice = <PaymentsUnavailable id={UNAVAILABLE_ID} />;
  if (nothingToBuy) {
    notice = (
      <Alert color="blue" role="status">
        {nothingToBuy}
      </Alert>
    );
  }
  return (
    <>
      {notice}
      <Group>
        <Button onClick={() => void continueOn()} variant="outline">
          Continue
        </Button>
        {!nothingToBuy && (
          <BusyButton
            onClick={() => signUp.mutate()}
            busy={signUp.isPending || signUp.data === 'leaving'}
            disabled={unavailable}
            aria-describedby={unavailable ? UNAVAILABLE_ID : undefined}
          >
            Yes! Sign Me Up!
          </BusyButton>
        )}
      </Group>
    </>
  );
}
