import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SessionUser } from '@fiz/core/session';
import { CONTACT_FEEDBACK, CONTACT_LIMITS, ContactFormSchema, type ContactFormValues } from '@fiz/core/contact';
import { failureMessage } from '../../lib/api';
import { useSendContact } from './contact.mutations';
import './ContactForm.css';
import { BusyButton } from '../../components/ui/BusyButton';

const MESSAGE_MAX = CONTACT_LIMITS.message.toLocaleString('en');

/**
 * Spec 2.3, 8 and 9: the cook's name and email start filled in; each field is checked as it is left and all of them
 * on Send, with the checks the server makes. Sent, the thank-you shows for 3 s, then clears and the form resets. A
 * message whose mail waits (no mail server yet, or one not answering) says so, and that line stays after the
 * reset, until the next message is sent. A failure keeps everything typed so it can be sent again.
 */
export function ContactForm({ cook }: { cook: SessionUser }) {
  const send = useSendContact();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    mode: 'onBlur',
    defaultValues: { firstname: cook.user_name, email: cook.user_email, subject: '', message: '' },
  });
  const { errors } = form.formState;
  const { reset: resetForm } = form;
  const { isSuccess, reset: resetSend } = send;
  const [waiting, setWaiting] = useState('');

  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(() => {
      resetForm();
      resetSend();
    }, CONTACT_FEEDBACK.clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [isSuccess, resetForm, resetSend]);

  const submit = form.handleSubmit((values) => {
    setWaiting('');
    send.mutate(
      { values, cook },
      { onSuccess: (answer) => setWaiting(answer.status === 'sent' ? '' : answer.message) },
    );
  });
  // The box stops at the limit, and a longer paste is cut: the count says so before the message is sent.
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;
  const messageCount =
    messageLength >= CONTACT_LIMITS.message
      ? `${MESSAGE_MAX} of ${MESSAGE_MAX} characters: the most a message can hold.`
      : `${messageLength.toLocaleString('en')} of ${MESSAGE_MAX} characters`;

  let feedback = waiting;
  if (send.isSuccess) feedback = send.data.message;
  if (send.isError) feedback = failureMessage(CONTACT_FEEDBACK.failed, send.error);
  let feedbackColour = waiting ? 'blue.8' : 'basil.8';
  if (send.isError) feedbackColour = 'red.8';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="fiz-contact-form">
      <Stack gap="md">
        <TextInput
          label="First Name"
          autoComplete="given-name"
          required
          maxLength={CONTACT_LIMITS.name}
          error={errors.firstname?.message}
          {...form.register('firstname')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Subject"
          required
          maxLength={CONTACT_LIMITS.subject}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={CONTACT_LIMITS.message}
          description={messageCount}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.message?.message}
          {...form.register('message')}
        />
        {/* Always present, so screen readers announce the line when its text changes. */}
        <Text role="status" className="fiz-contact-feedback" c={feedbackColour} fw={600}>
          {feedback}
        </Text>
        {/*
          Kept disabled while the thank-you shows, so the same message is not sent twice before the reset. Pressed,
          it leaves the focus in the field: leaving the field would show its message and move the button down
          between press and release, and the click would be lost. Send then checks every field.
        */}
        <BusyButton
          type="submit"
          busy={send.isPending}
          disabled={send.isSuccess}
          className="fiz-contact-send"
          onMouseDown={(event) => event.preventDefault()}
        >
          Send
        </BusyButton>
      </Stack>
    </form>
  );
}
