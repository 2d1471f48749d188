import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  LoginResponseSchema,
  RegisterResponseSchema,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type SessionUser,
} from '@fiz/core/auth';
import { api } from '../../lib/api';
import { sessionQuery } from './session.queries';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api('/userlogin', LoginResponseSchema, { method: 'POST', body }),
    onSuccess: (login: LoginResponse) => {
      const user: SessionUser = {
        user_id: login.user_id,
        user_name: login.user_name,
        user_email: login.user_email,
        user_access: '',
        status: login.status,
      };
      queryClient.setQueryData(sessionQuery.queryKey, user);
      // Then the status is fetched again, as on every app load.
      void queryClient.invalidateQueries(sessionQuery);
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api('/userregistration', RegisterResponseSchema, { method: 'POST', body }),
  });
}

/** Ends the session on the server, forgets everything cached and reloads at the given page. */
export async function logout(target: '/' | '/mlogin'): Promise<void> {
  await api('/userlogout', z.object({ message: z.string() }), { method: 'POST' }).catch(() => undefined);
  window.location.assign(target);
}
