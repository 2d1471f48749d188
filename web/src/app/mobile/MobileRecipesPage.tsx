import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useRef } from 'react';
import { Link } from 'react-router';
import { keptRecipes } from '../../features/recipes/mobile/keptRecipes';
import { KeptRecipesList } from '../../features/recipes/mobile/KeptRecipesList';
import { MobileRecipeResults } from '../../features/recipes/mobile/MobileRecipeResults';
import { MobileSearchFilters } from '../../features/recipes/mobile/MobileSearchFilters';
import { useMobileSearch } from '../../features/recipes/mobile/useMobileSearch';
import { useSession } from '../../lib/session.queries';
import { PlanReminder } from '../../features/membership/PlanReminder';
import { useFocusKeptOnPage } from '../../components/ui/useFocusKeptOnPage';
import { OfflineNotice, useServerUnreachable } from '../offline';

/** A phone is told in the plan's last week; the desktop dashboard tells all through a trial and a month ahead. */
const PHONE_REMINDER_DAYS = 7;

const KEPT_OFFLINE =
  'You are offline. The recipes kept on this phone open now; the search works again when you are back online.';

/** Spec 4.1 and 8: an Expired cook is warned, and shown the way to renew. */
function ExpiredWarning() {
  return (
    <Alert color="orange" role="status" title="Your free trial or membership has ended">
      Your recipes are still here to read.{' '}
      <Anchor component={Link} to="/upgrade" underline="always" c="inherit" fw={600}>
        Renew or upgrade
      </Anchor>{' '}
      to use Shop, Chef and Calc again.
    </Alert>
  );
}

/**
 * Spec 2.4 Find Recipes: open to every signed-in cook, Expired ones included; with no network, the recipes kept on
 * this phone.
 */
export function MobileRecipesPage() {
  useDocumentTitle('Find Recipes · Fiz');
  const { user, status } = useSession();
  const { search, typed, type, setFilter } = useMobileSearch();
  // A recipe deleted with two taps takes its button away: the focus goes to the heading, not the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusKeptOnPage(heading);
  const unreachable = useServerUnreachable();
  if (!user) {
    // Offline from the start, the cook is unknown: the recipes kept on this phone still open.
    if (!unreachable) return null;
    return keptRecipes(undefined).length === 0 ? (
      <OfflineNotice mobile />
    ) : (
      <Stack gap="sm">
        <Alert color="blue" role="status" title="No connection">
          {KEPT_OFFLINE}
        </Alert>
        <KeptRecipesList cookId={undefined} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={1} size="h3" ref={heading} tabIndex={-1}>
        Find Recipes
      </Title>
      {status === 'Expired' && <ExpiredWarning />}
      {(status === 'Free' || status === 'Member') && <PlanReminder cook={user} withinDays={PHONE_REMINDER_DAYS} />}
      <MobileSearchFilters filters={search} typed={typed} onType={type} onFilter={setFilter} />
      <MobileRecipeResults userId={user.user_id} search={search} onShowAll={() => setFilter('allMine', true)} />
    </Stack>
  );
}
