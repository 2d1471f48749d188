import { useQueryClient } from '@tanstack/react-query';
import { EmailRecipeResponseSchema, type EmailRecipeBody, type EmailRecipeResponse } from '@fiz/core/mail';
import { api } from '../../../lib/api';
import { OUTBOX_KEY } from '../../../lib/queryKeys';
import { useMutationOnce } from '../../../lib/useMutationOnce';

/**
 * What became of the mail, in the server's own words: 'Email sent with PDF attached!' only when a mail server took
 * it, otherwise that it waits (no mail server yet) or will be retried (the mail server has not taken it yet).
 */
async function emailRecipe(body: EmailRecipeBody): Promise<EmailRecipeResponse> {
  const answer = await api('/email-recipe-pdf', EmailRecipeResponseSchema, { method: 'POST', body });
  // A 200 that says it did not succeed is still a failure for the cook.
  if (!answer.success) throw new Error(answer.message);
  return answer;
}

/** Spec 4.2: the recipe goes out as a PDF attachment; the outbox then holds one more mail. */
export function useEmailRecipe() {
  const queryClient = useQueryClient();
  return useMutationOnce({
    mutationFn: emailRecipe,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [OUTBOX_KEY] }),
  });
}
