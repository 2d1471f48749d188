import { Alert, Anchor, Table, Text } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/Page';
import { PlanStanding } from '../../features/membership/PlanStanding';
import { UpgradeActions } from '../../features/membership/UpgradeActions';
import { recipeDownloadUrl } from '../../features/recipes/recipeDownload';
import { useSession } from '../../lib/session.queries';

const PLAN_ROWS = ['Recipes', 'Chef Basil', 'Mobile', 'Shopping List'];

/**
 * Spec 2.3 Upgrade: the plan comparison, Continue, and the sign-up button. Its success=true is the payment
 * return, which thanks the cook once the payment is confirmed.
 */
export function UpgradePage() {
  const { user, status } = useSession();
  const [params] = useSearchParams();
  if (params.get('success') === 'true') return <Navigate to={`/upgraderesponse?${params.toString()}`} replace />;
  return (
    <Page title="Upgrade">
      {status === 'Expired' && user && (
        <Alert color="orange" role="alert" title="Your free trial or membership has ended">
          Renew or upgrade to keep using Fiz on your desktop, Chef Basil, the shopping list and the calculator. Your
          recipes are safe, and you can still read them on the{' '}
          <Anchor component={Link} to="/mrecipes" underline="always" c="inherit" fw={600}>
            mobile site
          </Anchor>{' '}
          or{' '}
          <Anchor href={recipeDownloadUrl(user.user_id)} download underline="always" c="inherit" fw={600}>
            download them all
          </Anchor>
          .
        </Alert>
      )}
      {params.get('cancelled') === 'true' && (
        <Alert color="blue" role="status" title="Payment cancelled">
          You left the checkout before paying, so you were not charged.
        </Alert>
      )}
      {user && status !== 'Expired' && <PlanStanding cook={user} />}
      <Text>Membership is $39 AUD per year: about .75 cents a week.</Text>
      <Table withTableBorder withColumnBorders maw={560} captionSide="top">
        <Table.Caption>What each plan includes</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Feature</Table.Th>
            <Table.Th scope="col">30-day trial</Table.Th>
            <Table.Th scope="col">Member</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PLAN_ROWS.map((row) => (
            <Table.Tr key={row}>
              <Table.Th scope="row">{row}</Table.Th>
              <Table.Td>Yes</Table.Td>
              <Table.Td>Yes</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {user && <UpgradeActions cook={user} />}
    </Page>
  );
}
