export const siteKeys = {
  all: ["site"] as const,
  claims: () => [...siteKeys.all, "claims"] as const,
  costGuide: () => [...siteKeys.all, "cost-guide"] as const,
};
