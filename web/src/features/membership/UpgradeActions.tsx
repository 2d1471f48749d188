import { Alert, Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizeStatus } from '@fiz/core/access';
import { nothingToPay } from '@fiz/core/membership';
import type { SessionUser } from '@fiz/core/session';
import { serverMessage } from '../../lib/api';
import { sessionQuery } from '../session/session.queries';
import { useSignUp } from './membership.mutations';
import { PAYMENTS_UNAVAILABLE } from './membership.queries';
import { BusyButton } from '../../components/ui/BusyButton';

function SignUpFeedback({ signUp }: { signUp: ReturnType<typeof useSignUp> }) {
  if (signUp.data === 'unavailable') {
    return (
      <Alert color="blue" role="status">
        {PAYMENTS_UNAVAILABLE}
      </Alert>
    );
  }
  if (signUp.isError) {
    return (
      <Alert color="red" role="alert">
        {serverMessage(signUp.error, 'The checkout could not be started. Please try again.')}
      </Alert>
    );
  }
  return null;
}

/**
 * Spec 2.3 Upgrade: Continue to the dashboard (with the status read again: an Admin may have renewed the cook
 * since the page opened), or 'Yes! Sign Me Up!', which stays busy until the browser has left
 * for the checkout; a refusal is shown and the cook stays here. A Life member or an Admin has nothing to buy and
 * is told so instead.
 */
export function UpgradeActions({ cook }: { cook: SessionUser }) {
  const signUp = useSignUp(cook);
  const { reset } = signUp;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stillExpired, setStillExpired] = useState(false);
  const continueToDashboard = async () => {
    await queryClient.refetchQueries(sessionQuery);
    // Still Expired, the dashboard would only send the cook back here: say so instead of seeming to do nothing.
    const now = queryClient.getQueryData(sessionQuery.queryKey);
    if (now && normalizeStatus(now.status) === 'Expired') return setStillExpired(true);
    await navigate('/dashboard');
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
  return (
    <>
      {nothingToBuy ? (
        <Alert color="blue" role="status">
          {nothingToBuy}
        </Alert>
      ) : (
        <SignUpFeedback signUp={signUp} />
      )}
      {stillExpired && (
        <Alert color="orange" role="status">
          Your free trial or membership has not been renewed yet, so the dashboard is not open to you. Sign up below, or
          read your recipes on the mobile site.
        </Alert>
      )}
      <Group>
        <Button onClick={() => void continueToDashboard()} variant="outline">
          Continue
        </Button>
        {!nothingToBuy && (
          <BusyButton onClick={() => signUp.mutate()} busy={signUp.isPending || signUp.data === 'leaving'}>
            Yes! Sign Me Up!
          </BusyButton>
        )}
      </Group>
    </>
  );
}
