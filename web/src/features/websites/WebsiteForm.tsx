import { Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { WEBSITE_LIMITS, withWebScheme, type WebsiteBody } from '@fiz/core/websites';
import './websites.css';
import { BusyButton } from '../../components/ui/BusyButton';

interface WebsiteFormProps {
  initial?: { url: string; title: string; note: string };
  submitLabel: string;
  saving: boolean;
  /** Resolves true when saved, so the form can clear itself. */
  onSubmit: (body: WebsiteBody) => Promise<boolean>;
  /** Shown under the title and note: they are filled from the page only when adding. */
  fillHint?: boolean;
}

/** Spec 2.2 Add A Website, and the edit modal of the list and search: URL, title and note. */
export function WebsiteForm({ initial, submitLabel, saving, onSubmit, fillHint = false }: WebsiteFormProps) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [note, setNote] = useState(initial?.note ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await onSubmit({ url: withWebScheme(url), title, note });
    if (saved && !initial) {
      setUrl('');
      setTitle('');
      setNote('');
    }
  };

  const hint = fillHint ? 'Leave empty to use the one on the page' : undefined;
  return (
    <form onSubmit={submit} className="fiz-website-form">
      <Stack gap="md">
        <TextInput
          label="Website address (URL)"
          // Not type="url": the browser would refuse 'www.example.com' before it can be given its https://.
          inputMode="url"
          autoComplete="url"
          required
          placeholder="https://"
          maxLength={WEBSITE_LIMITS.url}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          onBlur={() => setUrl(withWebScheme)}
        />
        <TextInput
          label="Title"
          description={hint}
          maxLength={WEBSITE_LIMITS.title}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label="Note"
          description={fillHint ? 'Leave empty to use the page description' : undefined}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={WEBSITE_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <BusyButton type="submit" busy={saving} className="fiz-website-save">
          {submitLabel}
        </BusyButton>
      </Stack>
    </form>
  );
}
