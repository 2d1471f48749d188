import { Alert, Button, Group, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ImportRecipeBody, ImportRecipeResponse } from '@fiz/core/import';
import { serverMessage } from '../../../lib/api';
import { pastedSource } from './draftForm';
import { useImportRecipe } from './import.mutations';

type Source = 'address' | 'paste';

interface ImportSourceProps {
  /** An address to import at once, e.g. from a website bookmark. */
  initialUrl: string;
  onDraft: (imported: ImportRecipeResponse) => void;
}

/** Where the recipe comes from: a page's address, or the page (or the recipe itself) pasted in. */
export function ImportSource({ initialUrl, onDraft }: ImportSourceProps) {
  const [source, setSource] = useState<Source>('address');
  const [url, setUrl] = useState(initialUrl);
  const [pasted, setPasted] = useState('');
  const importRecipe = useImportRecipe();
  const startedFrom = useRef<string | null>(null);

  const run = (body: ImportRecipeBody) => importRecipe.mutate(body, { onSuccess: onDraft });

  // A bookmark's Import starts at once; once only, even when React runs the effect twice.
  useEffect(() => {
    if (!initialUrl || startedFrom.current === initialUrl) return;
    startedFrom.current = initialUrl;
    importRecipe.mutate({ url: initialUrl }, { onSuccess: onDraft });
  }, [initialUrl, importRecipe, onDraft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (source === 'address') run({ url: url.trim() });
    else run(pastedSource(pasted));
  };
  const ready = source === 'address' ? url.trim() !== '' : pasted.trim() !== '';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          value={source}
          onChange={(value) => setSource(value === 'paste' ? 'paste' : 'address')}
          data={[
            { value: 'address', label: 'From a web address' },
            { value: 'paste', label: 'Paste a page or recipe' },
          ]}
          aria-label="Where the recipe comes from"
          // On a narrow window the two labels wrap rather than push the control past the edge.
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        {source === 'address' ? (
          <TextInput
            label="Recipe page address"
            description="The address of a recipe page, as your browser shows it"
            type="url"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
        ) : (
          <Textarea
            label="The page's HTML, or the recipe as text"
            description="Paste a saved page, or a recipe written out: its name, then its ingredients and method"
            autosize
            minRows={8}
            maxRows={20}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
          />
        )}
        {importRecipe.isError && (
          <Alert color="red" role="alert">
            {serverMessage(importRecipe.error, 'The recipe could not be imported. Please try again.')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={importRecipe.isPending} disabled={!ready}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
