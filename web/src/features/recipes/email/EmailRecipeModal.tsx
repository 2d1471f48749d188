import { Alert, Box, Button, Group, Loader, LoadingOverlay, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EMAIL_RECIPE_MESSAGES, EmailRecipeBodySchema } from '@fiz/core/mail';
import { failureMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session.queries';
import { useEmailRecipe } from './emailRecipe.mutations';
import { BusyButton } from '../../../components/ui/BusyButton';

/** The same address check the server makes, so a mistyped address is caught before anything is sent. */
const RecipientSchema = z.object({ toEmail: EmailRecipeBodySchema.shape.toEmail });
type RecipientValues = z.input<typeof RecipientSchema>;

interface EmailRecipeProps {
  recipeId: number;
  recipeName: string;
  /** Opened from an editor holding unsaved changes: the mail carries the recipe as last saved. */
  unsaved?: boolean;
  onClose: () => void;
}

function SendingOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={10}
      // Nearly opaque, so the busy text does not sit on top of the form's own words.
      overlayProps={{ backgroundOpacity: 0.92 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status">
            <Loader />
            <Text fw={600}>{EMAIL_RECIPE_MESSAGES.sending}</Text>
          </Stack>
        ),
      }}
    />
  );
}

function EmailRecipeForm({ recipeId, recipeName, unsaved = false, onClose }: EmailRecipeProps) {
  const { user } = useSession();
  const send = useEmailRecipe();
  const form = useForm<RecipientValues>({ resolver: zodResolver(RecipientSchema), defaultValues: { toEmail: '' } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The modal is portalled out of the editor's form in the page, but React still bubbles its submit there.
    event.stopPropagation();
    void form.handleSubmit(({ toEmail }) =>
      send.mutate({ toEmail, recipeId, userName: user?.user_name ?? '', userEmail: user?.user_email ?? '' }),
    )(event);
  };

  return (
    <Box pos="relative">
      <SendingOverlay visible={send.isPending} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{`Send "${recipeName}" as a PDF attachment.`}</Text>
          {unsaved && (
            <Alert color="orange" role="status">
              The email sends the recipe as last saved. Update the recipe first to include your changes.
            </Alert>
          )}
          <TextInput
            label="Recipient email"
            type="email"
            autoComplete="email"
            required
            data-autofocus
            error={form.formState.errors.toEmail?.message}
            {...form.register('toEmail')}
          />
          {send.isSuccess && (
            // Only mail a mail server took is green: mail that waits reads as a notice, not a success.
            <Alert color={send.data.status === 'sent' ? 'basil' : 'blue'} role="alert">
              {send.data.message}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" role="alert">
              {failureMessage(EMAIL_RECIPE_MESSAGES.failed, send.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {send.isSuccess ? 'Close' : 'Cancel'}
            </Button>
            {!send.isSuccess && (
              <BusyButton type="submit" busy={send.isPending}>
                Send
              </BusyButton>
            )}
          </Group>
        </Stack>
      </form>
    </Box>
  );
}

interface EmailRecipeModalProps extends EmailRecipeProps {
  opened: boolean;
}

/** Spec 4.2 and 8: email a recipe as a PDF. Each opening starts afresh; a failure keeps the address typed. */
export function EmailRecipeModal({ opened, ...form }: EmailRecipeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={form.onClose}
      title="Email recipe"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <EmailRecipeForm {...form} />
    </Modal>
  );
}
