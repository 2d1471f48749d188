import { Button, Group, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { WebsiteTable } from '../../../features/websites/WebsiteTable';
import { websitesQuery } from '../../../features/websites/websites.queries';

const RESULTS = 100;

/** Spec 2.2 Websites Search: the cook's own bookmarks by title, note and address. */
export function WebsitesSearchPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [text, setText] = useState(search);
  const results = useQuery({ ...websitesQuery({ search, limit: RESULTS, offset: 0 }), enabled: search !== '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setParams(trimmed ? { q: trimmed } : {});
  };

  return (
    <Page title="Websites Search">
      <form onSubmit={submit} role="search" className="fiz-website-search">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search your websites"
            description="By title, note or address"
            style={{ flex: 1, minWidth: 200 }}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {search !== '' && (
        <>
          <Text role="status">
            {results.data ? `${results.data.total} website${results.data.total === 1 ? '' : 's'} found` : ''}
          </Text>
          <WebsiteTable
            websites={results.data?.websites}
            failed={results.isError}
            empty="No websites match your search."
            caption={`Websites matching "${search}"`}
          />
        </>
      )}
    </Page>
  );
}
