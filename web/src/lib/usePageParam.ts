import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_PARAM = 'page';

function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page of a list, kept in the address (?page=) so a reload, or coming back from the editor, shows the same page.
 * Once `pages` is known and has dropped below the page asked for (a delete emptied the last page), the last page is
 * shown instead (spec 4.3); the address is replaced rather than pushed, so Back does not return to the empty page.
 */
export function usePageParam(pages?: number): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const requested = readPage(params);
  const page = pages === undefined ? requested : Math.min(requested, Math.max(1, pages));

  const writePage = useCallback(
    (next: number, replace: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(PAGE_PARAM);
          else updated.set(PAGE_PARAM, String(next));
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  useEffect(() => {
    if (page !== requested) writePage(page, true);
  }, [page, requested, writePage]);

  const setPage = useCallback((next: number) => writePage(next, false), [writePage]);
  return [page, setPage];
}
