import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@fiz/core/session';
import { serverMessage } from '../../lib/api';
import { formatDay } from '../../lib/dates';
import { paymentsQuery, usePaymentCheck } from './membership.queries';
import { PaymentsUnavailable } from './PaymentsUnavailable';
import { paymentConfirmed, unconfirmedReason } from './paymentOutcome';
import { ThankYouModal } from './ThankYouModal';
import { BusyButton } from '../../components/ui/BusyButton';

function NotConfirmed({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry?: () => void }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="orange" role="alert" title="Your payment has not been confirmed yet">
        {message}
      </Alert>
      <Group>
        {onRetry && (
          <BusyButton onClick={onRetry} busy={retrying}>
            Try again
          </BusyButton>
        )}
        <Anchor component={Link} to="/upgrade">
          Back to Upgrade
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Where a cook goes on from a confirmed payment: the dashboard, or the recipes on a phone. */
export interface OnwardLink {
  to: string;
  label: string;
}

function Confirmed({ paidUntil, onward }: { paidUntil: string | null; onward: OnwardLink }) {
  const navigate = useNavigate();
  const [thanking, { close }] = useDisclosure(true);
  const goOn = () => void navigate(onward.to);
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        {paidUntil ? `You are a Fiz member until ${formatDay(paidUntil)}.` : 'You are a Fiz member.'} Enjoy cooking!
      </Text>
      <Button onClick={goOn}>{onward.label}</Button>
      <ThankYouModal opened={thanking} paidUntil={paidUntil} onClose={close} onward={{ ...onward, go: goOn }} />
    </Stack>
  );
}

/**
 * Spec 4.1 payment return: the server confirms the payment with Stripe, then the cook is thanked. checkoutId is
 * the checkout the cook came back from (Stripe's session_id in the return address).
 */
export function PaymentCheck({
  cook,
  checkoutId,
  onward,
}: {
  cook: SessionUser;
  checkoutId: string | null;
  onward: OnwardLink;
}) {
  const payments = useQuery(paymentsQuery);
  // A server that takes no payments has none to confirm; if it cannot say, the check itself will tell.
  const takesPayments = payments.isSuccess ? payments.data.available : payments.isError;
  const check = usePaymentCheck(cook, checkoutId, takesPayments);
  const retry = () => void check.refetch();
  if (payments.data?.available === false) {
    return (
      <Stack gap="md" align="flex-start">
        <PaymentsUnavailable />
        <Anchor component={Link} to="/upgrade">
          Back to Upgrade
        </Anchor>
      </Stack>
    );
  }
  if (check.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your payment" />
      </Center>
    );
  }
  if (check.isError) {
    const message = serverMessage(check.error, 'Your payment could not be checked.');
    return <NotConfirmed message={message} retrying={check.isFetching} onRetry={retry} />;
  }
  if (!paymentConfirmed(check.data, checkoutId)) {
    const { message, worthRetrying } = unconfirmedReason(check.data);
    return <NotConfirmed message={message} retrying={check.isFetching} onRetry={worthRetrying ? retry : undefined} />;
  }
  return <Confirmed paidUntil={check.data.user_end_paid_date} onward={onward} />;
}
