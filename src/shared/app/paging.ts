/** One page of a list call, with what the screens need to page through it. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}
