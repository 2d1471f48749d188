import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  ContactAcceptedSchema,
  ContactMailResponseSchema,
  ContactMessageSchema,
  type ContactFormValues,
  type ContactMailBody,
  type ContactMailResponse,
  type ContactMessageBody,
} from '@fiz/core/contact';
import type { SessionUser } from '@fiz/core/session';
import { api } from '../../lib/api';
import { CONTACT_MESSAGES_KEY } from '../../lib/queryKeys';
import { useMutationOnce } from '../../lib/useMutationOnce';

interface SendContact {
  values: ContactFormValues;
  cook: SessionUser;
}

const store = ({ values, cook }: SendContact) => {
  const stored: ContactMessageBody = { ...values, UserId: cook.user_id, UserName: cook.user_name };
  return api('/emailfromcontact', ContactAcceptedSchema, { method: 'POST', body: stored });
};

const mail = ({ values }: SendContact) => {
  const mailed: ContactMailBody = {
    name: values.firstname,
    email: values.email,
    subject: values.subject,
    message: values.message,
  };
  return api('/contact/sendcontactemail', ContactMailResponseSchema, { method: 'POST', body: mailed });
};

/**
 * Spec 7: the message is stored for the Email Listing first, then mailed to the owner, in that order; the answer
 * is what became of the mail (sent, or waiting). When the mail fails and the cook sends the same message again,
 * only the mail is tried again, so the Admin does not find the message listed twice.
 */
export function useSendContact() {
  const queryClient = useQueryClient();
  const storedNotMailed = useRef<string | null>(null);
  return useMutationOnce({
    mutationFn: async (send: SendContact): Promise<ContactMailResponse> => {
      const message = JSON.stringify(send.values);
      if (storedNotMailed.current !== message) {
        await store(send);
        storedNotMailed.current = message;
      }
      const mailed = await mail(send);
      storedNotMailed.current = null;
      return mailed;
    },
    // An Admin writing to themselves should find the message listed straight away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTACT_MESSAGES_KEY] }),
  });
}

/** Spec 4.8: the Admin marks a message responded or deletes it; the lists and counts are fetched again. */
function useContactMessageChange(request: (contactId: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTACT_MESSAGES_KEY] }),
  });
}

export const useMarkResponded = () =>
  useContactMessageChange((contactId) =>
    api(`/responsetoemail/${contactId}`, ContactMessageSchema, { method: 'POST' }),
  );

export const useDeleteContactMessage = () =>
  useContactMessageChange((contactId) => api(`/deleteemail/${contactId}`, ContactAcceptedSchema, { method: 'DELETE' }));
