/** A designer's side of introductions; a thread is shared by the designer and the client. */
export const introductionKeys = {
  all: ["introductions"] as const,
  /** Everything a designer reads of their introductions. */
  designerAll: () => [...introductionKeys.all, "designer"] as const,
  designerList: () => [...introductionKeys.all, "designer", "list"] as const,
  designer: (id: string) => [...introductionKeys.all, "designer", "detail", id] as const,
  thread: (id: string) => [...introductionKeys.all, "thread", id] as const,
};
