/** All of a cook's recipes as one schema.org JSON-LD file, photos included; the browser saves it. */
export const recipeDownloadUrl = (userId: number) => `/api/downloadrecipes/${userId}`;
