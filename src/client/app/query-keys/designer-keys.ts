/** Designer profiles: the public page, the designer's own, an admin's view. */
export const designerKeys = {
  all: ["designers"] as const,
  publicProfiles: () => [...designerKeys.all, "public"] as const,
  publicProfile: (id: string) => [...designerKeys.publicProfiles(), id] as const,
  ownProfile: () => [...designerKeys.all, "own"] as const,
  adminProfile: (id: string) => [...designerKeys.all, "admin", id] as const,
  /** The public directory (and the request form's designer search): one page per set of filters. */
  directory: (params: object) => [...designerKeys.publicProfiles(), "directory", params] as const,
};
