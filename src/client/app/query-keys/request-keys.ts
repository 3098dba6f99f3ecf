export const requestKeys = {
  all: ["requests"] as const,
  /** Every list of requests: the client's own, the desk's pages and summary, the due list. */
  lists: () => [...requestKeys.all, "list"] as const,
  clientList: () => [...requestKeys.lists(), "client"] as const,
  deskLists: () => [...requestKeys.lists(), "desk"] as const,
  deskList: (query: object) => [...requestKeys.deskLists(), query] as const,
  deskSummary: () => [...requestKeys.lists(), "summary"] as const,
  due: (limit: number) => [...requestKeys.lists(), "due", limit] as const,
  /** Everything about one request: its details as each reader sees them, introductions, history, review. */
  detail: (id: string) => [...requestKeys.all, "detail", id] as const,
  client: (id: string) => [...requestKeys.detail(id), "client"] as const,
  desk: (id: string) => [...requestKeys.detail(id), "desk"] as const,
  introductions: (id: string) => [...requestKeys.detail(id), "introductions"] as const,
  history: (id: string) => [...requestKeys.detail(id), "history"] as const,
  suggestions: (id: string) => [...requestKeys.detail(id), "suggestions"] as const,
  review: (id: string) => [...requestKeys.detail(id), "review"] as const,
};
