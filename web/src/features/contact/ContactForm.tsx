import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SessionUser } from '@fiz/core/session';
import { CONTACT_FEEDBACK, CONTACT_LIMITS } from '@fiz/core/contact';
import { failureMessage } from '../../lib/api';
import { useSendContact, type ContactFormValues } from './contact.mutations';
import './ContactForm.css';
import { BusyButton } from '../../components/ui/BusyButton';

const MESSAGE_MAX = CONTACT_LIMITS.message.toLocaleString('en');

/**
 * Spec 2.3, 8 and 9: the cook's name and email start filled in. Success shows the thank-you line for 3 s, then
 * clears it and resets the form; a failure keeps everything typed so it can be sent again.
 */
export function ContactForm({ cook }: { cook: SessionUser }) {
  const send = useSendContact();
  const form = useForm<ContactFormValues>({
    defaultValues: { firstname: cook.user_name, email: cook.user_email, subject: '', message: '' },
  });
  const { reset: resetForm } = form;
  const { isSuccess, reset: resetSend } = send;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(() => {
      resetForm();
      resetSend();
    }, CONTACT_FEEDBACK.clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [isSuccess, resetForm, resetSend]);

  const submit = form.handleSubmit((values) => send.mutate({ values, cook }));
  // The box stops at the limit, and a longer paste is cut: the count says so before the message is sent.
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;
  const messageCount =
    messageLength >= CONTACT_LIMITS.message
      ? `${MESSAGE_MAX} of ${MESSAGE_MAX} characters: the most a message can hold.`
      : `${messageLength.toLocaleString('en')} of ${MESSAGE_MAX} characters`;

  let feedback = '';
  if (send.isSuccess) feedback = CONTACT_FEEDBACK.sent;
  if (send.isError) feedback = failureMessage(CONTACT_FEEDBACK.failed, send.error);

  return (
    <form onSubmit={submit} className="fiz-contact-form">
      <Stack gap="md">
        <TextInput
          label="First Name"
          autoComplete="given-name"
          required
          maxLength={CONTACT_LIMITS.name}
          {...form.register('firstname')}
        />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.register('email')} />
        <TextInput label="Subject" required maxLength={CONTACT_LIMITS.subject} {...form.register('subject')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={CONTACT_LIMITS.message}
          description={messageCount}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.register('message')}
        />
        {/* Always present, so screen readers announce the line when its text changes. */}
        <Text role="status" className="fiz-contact-feedback" c={send.isError ? 'red.8' : 'basil.8'} fw={600}>
          {feedback}
        </Text>
        {/* Kept disabled while the thank-you shows, so the same message is not sent twice before the reset. */}
        <BusyButton type="submit" busy={send.isPending} disabled={send.isSuccess} className="fiz-contact-send">
          Send
        </BusyButton>
      </Stack>
    </form>
  );
}
