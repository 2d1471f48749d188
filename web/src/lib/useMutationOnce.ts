import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * useMutation for requests that create or send something (a recipe, a copy, a question to Chef Basil, a mail):
 * a call made while an earlier one is still in flight is not sent again but joins it. The mutation's isPending
 * reaches the page only after a render, too late for the second click of a double-click, which would otherwise
 * make a second copy or spend a second Chef Basil request.
 *
 * With `keepSuccess`, for a form that makes one thing and then leaves the page (Add, Save Recipe), a call after
 * a success joins that success too: Enter pressed again while the page is still on its way to the new recipe
 * would otherwise make a second one.
 */
export function useMutationOnce<TData, TError, TVariables, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  { keepSuccess = false } = {},
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef<Promise<TData> | null>(null);
  type Rest = Parameters<typeof mutation.mutateAsync>;
  const mutateAsync = (...rest: Rest) => {
    inFlight.current ??= mutation.mutateAsync(...rest).then(
      (data) => {
        if (!keepSuccess) inFlight.current = null;
        return data;
      },
      (error: unknown) => {
        inFlight.current = null;
        throw error;
      },
    );
    return inFlight.current;
  };
  const mutate = (...rest: Rest) => {
    // As useMutation's own mutate: a failure is reported through the mutation's state and callbacks.
    mutateAsync(...rest).catch(() => undefined);
  };
  return { ...mutation, mutate, mutateAsync };
}
