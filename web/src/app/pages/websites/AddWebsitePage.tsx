import { Text } from '@mantine/core';
import { FlashAlert } from '../../../components/ui/FlashAlert';
import { Page } from '../../../components/ui/Page';
import { useFlash } from '../../../components/ui/useFlash';
import { serverMessage } from '../../../lib/api';
import { WebsiteForm } from '../../../features/websites/WebsiteForm';
import { useAddWebsite } from '../../../features/websites/websites.mutations';

/** Spec 2.2 Add A Website: a bookmark to a recipe website; an empty title and note come from the page. */
export function AddWebsitePage() {
  const add = useAddWebsite();
  const { flash, show } = useFlash();
  return (
    <Page title="Add A Website">
      <Text>
        Keep the recipe websites you like. Fiz fills in the title and note from the page when you leave them empty.
      </Text>
      <FlashAlert flash={flash} />
      <WebsiteForm
        submitLabel="Save"
        fillHint
        saving={add.isPending}
        onSubmit={async (body) => {
          try {
            const website = await add.mutateAsync(body);
            show('success', `Website saved: ${website.title || website.url}`);
            return true;
          } catch (error) {
            show('error', serverMessage(error, 'The website could not be saved. Please try again.'));
            return false;
          }
        }}
      />
    </Page>
  );
}
