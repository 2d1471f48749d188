import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebsiteDeletedSchema, WebsiteSchema, type WebsiteBody } from '@fiz/core/websites';
import { api } from '../../lib/api';
import { WEBSITES_KEY } from './websites.queries';

function useWebsiteChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WEBSITES_KEY] }),
  });
}

export const useAddWebsite = () =>
  useWebsiteChange((body: WebsiteBody) => api('/websites', WebsiteSchema, { method: 'POST', body }));

export const useEditWebsite = () =>
  useWebsiteChange(({ id, body }: { id: number; body: WebsiteBody }) =>
    api(`/websites/${id}`, WebsiteSchema, { method: 'POST', body }),
  );

export const useDeleteWebsite = () =>
  useWebsiteChange((id: number) => api(`/websites/${id}`, WebsiteDeletedSchema, { method: 'DELETE' }));
