import { RegisterResponseSchema, type RegisterBody } from '@fiz/core/registration';
import { api } from '../../lib/api';
import { useMutationOnce } from '../../lib/useMutationOnce';

export function useRegister() {
  return useMutationOnce({
    mutationFn: (body: RegisterBody) => api('/userregistration', RegisterResponseSchema, { method: 'POST', body }),
  });
}
