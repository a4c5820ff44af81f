// The Manage Users list's query as the page URL holds it (administration-platform.md §2.5: sorted by full name,
// 25 rows a page with 50, 100 and all to choose), and names shown as 'Last, First'. Shared by the page and its server code.

export const USER_SORTS = ['name', 'email', 'verified', 'petitioner', 'created', 'login'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const PAGE_SIZES = ['25', '50', '100', 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface UserListQuery {
  search: string;
  sort: UserSort;
  descending: boolean;
  page: number;
  pageSize: PageSize;
}

/** Reads the list's query from the page URL, falling back to the spec's defaults (full name, 25 a page). */
export function readUserListQuery(url: URL): UserListQuery {
  const sort = url.searchParams.get('sort');
  const size = url.searchParams.get('size');
  const page = Number(url.searchParams.get('page'));
  return {
    search: (url.searchParams.get('q') ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, 100),
    sort: (USER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as UserSort) : 'name',
    descending: url.searchParams.get('dir') === 'desc',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly string[]).includes(size ?? '') ? (size as PageSize) : '25',
  };
}

/** 'Last, First' as §2.5 shows names; a missing part is left out rather than leaving a stray comma. */
export function listName(user: { firstName: string; lastName: string }): string {
  return [user.lastName, user.firstName].filter((part) => part.trim() !== '').join(', ');
}
