/**
 * Every cached answer's key, by domain, from the general to the particular: a mutation invalidates the
 * prefix of exactly what it changed (`requestKeys.lists()` every list of requests, `requestKeys.detail(id)`
 * everything about one request). They live here, not in the features, because a change in one feature
 * refreshes what another shows (an introduction changes the request's status on the client's pages).
 */

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

/** A designer's side of introductions; a thread is shared by the designer and the client. */
export const introductionKeys = {
  all: ["introductions"] as const,
  designerList: () => [...introductionKeys.all, "designer", "list"] as const,
  designer: (id: string) => [...introductionKeys.all, "designer", "detail", id] as const,
  thread: (id: string) => [...introductionKeys.all, "thread", id] as const,
};

/** Catalogue designs and portfolios: one design can show in all of these at once. */
export const designKeys = {
  all: ["designs"] as const,
  catalogue: (params: object) => [...designKeys.all, "catalogue", params] as const,
  featured: () => [...designKeys.all, "featured"] as const,
  detail: (id: string) => [...designKeys.all, "detail", id] as const,
  own: () => [...designKeys.all, "own"] as const,
  ofDesigner: (designerId: string) => [...designKeys.all, "designer", designerId] as const,
};

export const savedDesignKeys = {
  all: ["saved-designs"] as const,
};

/** Designer profiles: the public page, the designer's own, an admin's view. */
export const designerKeys = {
  all: ["designers"] as const,
  publicProfiles: () => [...designerKeys.all, "public"] as const,
  publicProfile: (id: string) => [...designerKeys.publicProfiles(), id] as const,
  ownProfile: () => [...designerKeys.all, "own"] as const,
  adminProfile: (id: string) => [...designerKeys.all, "admin", id] as const,
};

/** Accounts as admins list them. */
export const userKeys = {
  all: ["users"] as const,
  overview: () => [...userKeys.all, "overview"] as const,
  list: (role: string, query: object) => [...userKeys.all, "list", role, query] as const,
};

export const accountKeys = {
  currentUser: ["current-user"] as const,
  profile: ["profile"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
};

export const contactMessageKeys = {
  all: ["contact-messages"] as const,
  page: (page: number) => [...contactMessageKeys.all, page] as const,
};
