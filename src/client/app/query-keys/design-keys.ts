/** Catalogue designs and portfolios: one design can show in all of these at once. */
export const designKeys = {
  all: ["designs"] as const,
  catalogue: (params: object) => [...designKeys.all, "catalogue", params] as const,
  featured: () => [...designKeys.all, "featured"] as const,
  detail: (id: string) => [...designKeys.all, "detail", id] as const,
  own: () => [...designKeys.all, "own"] as const,
  ofDesigner: (designerId: string) => [...designKeys.all, "designer", designerId] as const,
};
