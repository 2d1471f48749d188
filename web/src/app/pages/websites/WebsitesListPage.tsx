import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WEBSITES_PAGE_SIZE } from '@fiz/core/websites';
import { Page } from '../../../components/ui/Page';
import { Pager } from '../../../components/ui/Pager';
import { usePageParam } from '../../../lib/usePageParam';
import { WebsiteTable } from '../../../features/websites/WebsiteTable';
import { websitesQuery } from '../../../features/websites/websites.queries';

/** Spec 2.2 Websites List: every bookmark, newest first, 10 to a page. */
export function WebsitesListPage() {
  const [requested] = usePageParam();
  const list = useQuery(websitesQuery({ limit: WEBSITES_PAGE_SIZE, offset: (requested - 1) * WEBSITES_PAGE_SIZE }));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / WEBSITES_PAGE_SIZE)) : undefined;
  const [page, setPage] = usePageParam(pages);
  return (
    <Page title="Websites List">
      <Stack gap="md">
        <WebsiteTable
          websites={list.data?.websites}
          failed={list.isError}
          empty="No websites yet. Add one with Add A Website."
          caption="Your recipe websites, newest first"
        />
        <Pager page={page} pages={pages ?? 1} onChange={setPage} />
      </Stack>
    </Page>
  );
}
