import { z } from 'zod';

export const LIST_TYPES = ['shared', 'favourites', 'myrecipes', 'noingredients', 'nomethod', 'nophoto'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const DashboardCountsSchema = z.object({
  myrecipes: z.number().int(),
  favourites: z.number().int(),
  shared: z.number().int(),
  nomethod: z.number().int(),
  noingredients: z.number().int(),
  nophoto: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCountsSchema>;
