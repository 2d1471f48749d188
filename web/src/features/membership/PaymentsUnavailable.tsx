import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAYMENTS_UNAVAILABLE, siteOwnerQuery } from './membership.queries';

/**
 * A server that takes no payments: how to become a member all the same. The owner is named by their address, as
 * Contact Us is closed to Expired cooks (spec 2.1); with no address set, the cook is asked to reach them.
 */
export function PaymentsUnavailable({ id }: { id?: string }) {
  const owner = useQuery(siteOwnerQuery);
  const address = owner.data?.email;
  return (
    <Alert color="blue" role="status" id={id}>
      {PAYMENTS_UNAVAILABLE}{' '}
      {address && (
        <>
          To become a member, write to the site&apos;s owner at{' '}
          <Anchor
            href={`mailto:${address}?subject=${encodeURIComponent('Fiz membership')}`}
            inherit
            c="inherit"
            underline="always"
            fw={600}
          >
            {address}
          </Anchor>
          , who can make you one.
        </>
      )}
      {!owner.isPending && !address && 'Please ask the person who runs it to make you a member.'}
    </Alert>
  );
}
