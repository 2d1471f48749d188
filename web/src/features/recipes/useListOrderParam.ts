import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_ORDERS, type ListOrder } from '@fiz/core/recipe';
import { PAGE_PARAM } from '../../lib/usePageParam';

const PARAM = 'order';

const readOrder = (params: URLSearchParams): ListOrder =>
  LIST_ORDERS.find((order) => order === params.get(PARAM)) ?? 'name';

/**
 * A list's order, kept in the address (?order=) beside its page, so a reload or coming back from the editor shows
 * the list as it was left. A new order starts again from the first page.
 */
export function useListOrderParam(): [order: ListOrder, setOrder: (order: ListOrder) => void] {
  const [params, setParams] = useSearchParams();
  const setOrder = useCallback(
    (next: ListOrder) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'name') updated.delete(PARAM);
        else updated.set(PARAM, next);
        updated.delete(PAGE_PARAM);
        return updated;
      }),
    [setParams],
  );
  return [readOrder(params), setOrder];
}
