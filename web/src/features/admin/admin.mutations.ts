import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserSchema, DeleteUserResponseSchema, type UpdateUserBody } from '@fiz/core/admin';
import { api } from '../../lib/api';
import { sessionQuery, useSession } from '../../lib/session.queries';
import { ADMIN_USERS_KEY } from './admin.queries';

/**
 * After a change the list and the figures are fetched again. Spec 4.1: when the Admin changed their own account,
 * the session is fetched again too, so the header, footer and guard follow at once.
 */
function useAdminUserChange<Variables extends { userId: number }, Result>(
  request: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: request,
    onSuccess: async (_result, { userId }) => {
      const refreshes = [queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] })];
      if (userId === user?.user_id) refreshes.push(queryClient.invalidateQueries(sessionQuery));
      await Promise.all(refreshes);
    },
  });
}

export const useUpdateUser = () =>
  useAdminUserChange(({ userId, body }: { userId: number; body: UpdateUserBody }) =>
    api(`/updateuser/${userId}`, AdminUserSchema, { method: 'POST', body }),
  );

export const useDeleteUser = () =>
  useAdminUserChange(({ userId }: { userId: number }) =>
    api(`/deleteuser/${userId}`, DeleteUserResponseSchema, { method: 'DELETE' }),
  );
