import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginResponseSchema, type LoginBody, type LoginResponse } from '@fiz/core/auth';
import type { SessionUser } from '@fiz/core/session';
import { api } from './api';
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
      // Then the status is fetched again, as on every app load (which also forgets another cook's kept recipes).
      void queryClient.invalidateQueries(sessionQuery);
    },
  });
}
