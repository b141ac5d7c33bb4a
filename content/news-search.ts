import { SEARCH_MAX } from './search-text';

/** The longest news search that is run (the search box allows as much): the site search's limit. */
export const NEWS_SEARCH_MAX = SEARCH_MAX;
