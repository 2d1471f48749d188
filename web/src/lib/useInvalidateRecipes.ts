import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_COUNTS_KEY, RECIPES_KEY } from './queryKeys';

/** After any change, every recipe list, count and the dashboard figures are fetched again. */
export function useInvalidateRecipes() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
    await queryClient.invalidateQueries({ queryKey: [DASHBOARD_COUNTS_KEY] });
  };
}
