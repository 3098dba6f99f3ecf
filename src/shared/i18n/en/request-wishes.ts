/** Words about the designers a homeowner would like to hear from on a request (issue 19 §10). */
export const requestWishesEn = {
  label: "Designers you would like to hear from (optional)",
  hint: (max: number) =>
    `Name up to ${max} vetted designers. The team asks them first when they fit your brief.`,
  search: "Search vetted designers by name",
  searchPlaceholder: "Type a designer's name",
  suggestions: "Matching designers",
  loading: "Looking for designers...",
  noMatch: "No vetted designer by that name",
  remove: (name: string) => `Remove ${name}`,
  full: (max: number) => `You named ${max} designers, the most a request can carry.`,
  browse: "Browse the designer directory",
  invalid: "Please choose designers from the directory",
  tooMany: (max: number) => `You can name up to ${max} designers`,
  notVetted:
    "One of the designers you named is no longer available on the platform. Please remove them and try again.",
  /** On the admin's request dialog, before the names. */
  adminTitle: "The homeowner would like to hear from",
  /** The suggestions' first reason for a designer the homeowner named. */
  reason: "Asked for by the homeowner",
};
