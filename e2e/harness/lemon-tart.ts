/** A recipe in two sections, each under its heading row (decision 0010), for the editor's and the print page's tests. */
export const LEMON_TART = {
  ingredients: [
    { qty: '', unit: '', item: 'For the pastry:', note: '' },
    { qty: '200', unit: 'g', item: 'plain flour', note: '' },
    { qty: '', unit: '', item: 'For the filling:', note: '' },
    { qty: '3', unit: '', item: 'lemons', note: 'zested' },
  ],
  recipeMethod: 'Make the pastry. Fill and bake',
};
