import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { pageCount, pageOffset, type ListOrder, type RecipeListItem } from '@fiz/core/recipe';
import { useListOrderParam } from './useListOrderParam';
import { usePageParam } from '../../lib/usePageParam';

/** One page of a recipe list whose total comes from its own count call, with the page and order kept in the URL. */
export function usePagedRecipes<CountKey extends QueryKey, PageKey extends QueryKey>(
  count: UseQueryOptions<number, Error, number, CountKey>,
  pageOf: (
    limit: number,
    offset: number,
    order: ListOrder,
  ) => UseQueryOptions<RecipeListItem[], Error, RecipeListItem[], PageKey>,
  size: number,
) {
  const { data: total } = useQuery(count);
  const pages = total === undefined ? undefined : pageCount(total, size);
  const [page, setPage] = usePageParam(pages);
  const [order, setOrder] = useListOrderParam();
  const { data, isError } = useQuery(pageOf(size, pageOffset(page, size), order));
  return {
    recipes: data,
    failed: isError,
    pager: pages === undefined ? null : { page, pages, onChange: setPage },
    order: { value: order, onChange: setOrder },
  };
}
