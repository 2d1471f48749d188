import { Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FocusEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { WEBSITE_LIMITS, WebsiteBodySchema, withWebScheme, type WebsiteBody } from '@fiz/core/websites';
import './websites.css';
import { BusyButton } from '../../components/ui/BusyButton';

type WebsiteValues = z.output<typeof WebsiteBodySchema>;

/**
 * The server's own checks, on the address as it will be sent: 'www.example.com' is given its https:// first, so
 * Enter pressed before leaving the field is not refused for what leaving it would have put right.
 */
const checkWebsite: Resolver<WebsiteBody, unknown, WebsiteValues> = (values, context, options) =>
  zodResolver(WebsiteBodySchema)({ ...values, url: withWebScheme(values.url) }, context, options);

interface WebsiteFormProps {
  initial?: { url: string; title: string; note: string };
  submitLabel: string;
  saving: boolean;
  /** Resolves true when saved, so the form can clear itself. */
  onSubmit: (body: WebsiteBody) => Promise<boolean>;
  /** Shown under the title and note: they are filled from the page only when adding. */
  fillHint?: boolean;
}

/**
 * Spec 2.2 Add A Website, and the edit modal of the list and search: URL, title and note, each checked as it is
 * left and all of them on submit, as every form is.
 */
export function WebsiteForm({ initial, submitLabel, saving, onSubmit, fillHint = false }: WebsiteFormProps) {
  const form = useForm<WebsiteBody, unknown, WebsiteValues>({
    resolver: checkWebsite,
    mode: 'onBlur',
    defaultValues: { url: initial?.url ?? '', title: initial?.title ?? '', note: initial?.note ?? '' },
  });
  const { errors } = form.formState;
  const url = form.register('url');

  const submit = form.handleSubmit(async (body) => {
    if ((await onSubmit(body)) && !initial) form.reset();
  });

  const hint = fillHint ? 'Leave empty to use the one on the page' : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="fiz-website-form">
      <Stack gap="md">
        <TextInput
          label="Website address (URL)"
          // Not type="url": the browser would refuse 'www.example.com' before it can be given its https://.
          inputMode="url"
          autoComplete="url"
          required
          placeholder="https://"
          maxLength={WEBSITE_LIMITS.url}
          error={errors.url?.message}
          {...url}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            form.setValue('url', withWebScheme(event.currentTarget.value));
            void url.onBlur(event);
          }}
        />
        <TextInput
          label="Title"
          description={hint}
          maxLength={WEBSITE_LIMITS.title}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label="Note"
          description={fillHint ? 'Leave empty to use the page description' : undefined}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={WEBSITE_LIMITS.note}
          error={errors.note?.message}
          {...form.register('note')}
        />
        {/* Pressed, it leaves the focus in the field, so a message shown on leaving it cannot move it from under the click. */}
        <BusyButton
          type="submit"
          busy={saving}
          className="fiz-website-save"
          onMouseDown={(event) => event.preventDefault()}
        >
          {submitLabel}
        </BusyButton>
      </Stack>
    </form>
  );
}
