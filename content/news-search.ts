/** The longest news search that is run (the search box allows as much); longer ones are cut. */
export const NEWS_SEARCH_MAX = 200;
