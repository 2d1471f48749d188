import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ListOrder, RecipeListItem } from '@fiz/core/recipe';
import { ListOrderPicker } from './ListOrderPicker';
import { Pager } from '../../components/ui/Pager';
import type { VideoFrom } from './RecipeRowTools';
import { RecipeTable } from './RecipeTable';
import { usePagedRecipes } from './usePagedRecipes';

interface PagedRecipeTableProps<CountKey extends QueryKey, PageKey extends QueryKey> {
  count: UseQueryOptions<number, Error, number, CountKey>;
  pageOf: (
    limit: number,
    offset: number,
    order: ListOrder,
  ) => UseQueryOptions<RecipeListItem[], Error, RecipeListItem[], PageKey>;
  size: number;
  toolsHeader: 'Tasks' | 'Tools';
  from: VideoFrom;
}

/** A recipe list with every row tool, one page at a time, with Previous/Next below (spec 2.3). */
export function PagedRecipeTable<CountKey extends QueryKey, PageKey extends QueryKey>({
  count,
  pageOf,
  size,
  toolsHeader,
  from,
}: PagedRecipeTableProps<CountKey, PageKey>) {
  const { recipes, failed, pager, order } = usePagedRecipes(count, pageOf, size);
  return (
    <>
      <ListOrderPicker {...order} />
      <RecipeTable
        recipes={recipes}
        failed={failed}
        tools={['edit', 'print', 'video', 'delete']}
        toolsHeader={toolsHeader}
        nameHeader="Name"
        from={from}
      />
      {pager && <Pager {...pager} />}
    </>
  );
}
