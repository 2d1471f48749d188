import { useMutation } from '@tanstack/react-query';
import { RegisterResponseSchema, type RegisterBody } from '@fiz/core/registration';
import { api } from '../../lib/api';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api('/userregistration', RegisterResponseSchema, { method: 'POST', body }),
  });
}
