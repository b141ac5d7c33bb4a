import { hrefWith, type PageInfo } from '../paging';

/** Where a collection's CMS list lives, and the parameters that open its add and edit views. */
export interface ListAddress {
  path: string;
  /** Parameters every link of the list keeps, e.g. the products screen's `tab`. */
  keep?: Record<string, string>;
  /** The element the browser scrolls to, on screens that hold more than the list. */
  hash?: string;
  /** Parameter names of the add view (`…=new`) and the edit view (`…=<id>`). */
  addParam?: string;
  editParam?: string;
  /**
   * Parameter names of the search and the page, where one screen holds two lists (a Products
   * tab's products and its ATEX panels): each list pages and searches on its own.
   */
  searchParam?: string;
  pageParam?: string;
}

/** The list's search and page, as the address carries them. */
export interface ListPaging extends PageInfo {
  q: string;
}

/** The links of a collection's list: its pages, and add/edit views that return to them. */
export function listLinks(address: ListAddress, paging: ListPaging) {
  const {
    path,
    keep = {},
    hash,
    addParam = 'view',
    editParam = 'edit',
    searchParam = 'q',
    pageParam = 'page',
  } = address;
  const at = (page: number, extra: Record<string, string> = {}) =>
    hrefWith(
      path,
      { ...keep, [searchParam]: paging.q, [pageParam]: page > 1 ? page : undefined, ...extra },
      hash,
    );
  return {
    page: (page: number) => at(page),
    /** The list as it was (same search, same page), e.g. after closing an edit. */
    list: at(paging.page),
    /** The first page without a search, where a new record shows. */
    fresh: hrefWith(path, keep, hash),
    add: at(paging.page, { [addParam]: 'new' }),
    edit: (id: string) => at(paging.page, { [editParam]: id }),
  };
}
