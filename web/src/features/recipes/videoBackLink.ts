/** Spec 2.3 /youtubevids: the back button returns to the screen the video was opened from. */
export function videoBackLink(from: string | null, id: string | null): { label: string; to: string } {
  switch (from) {
    case 'recipelist':
      return { label: 'Back to Recipes', to: '/recipelist' };
    case 'addeditrecipe':
      // Without a usable recipe id there is no recipe to return to, so the video list is the way back.
      if (id && /^[1-9]\d*$/.test(id)) return { label: 'Back to Recipe', to: `/addeditrecipe/${id}` };
      break;
    case 'searchrecipes':
      return { label: 'Back to Search Recipes', to: '/searchrecipes' };
    case 'favourites':
      return { label: 'Back to Favourites', to: '/recipefavourites' };
    default:
      break;
  }
  return { label: 'Back to Video List', to: '/youtubevids' };
}
