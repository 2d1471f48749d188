import { Page } from '../../../components/ui/Page';
import { UserListing } from '../../../features/admin/UserListing';

/** Spec 2.3 User Listing. */
export function UserListPage() {
  return (
    <Page title="User Listing">
      <UserListing />
    </Page>
  );
}
