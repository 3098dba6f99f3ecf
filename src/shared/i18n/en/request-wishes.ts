/** Words about the designers a homeowner would like to hear from on a request (issue 19 §10) that the server
 * and the desk use; the request form's field has its words in the directory's chunk (designer-directory.ts). */
export const requestWishesEn = {
  invalid: "Please choose designers from the directory",
  tooMany: (max: number) => `You can name up to ${max} designers`,
  notVetted:
    "One of the designers you named is no longer available on the platform. Please remove them and try again.",
  /** On the admin's request dialog, before the names. */
  adminTitle: "The homeowner would like to hear from",
  /** The suggestions' first reason for a designer the homeowner named. */
  reason: "Asked for by the homeowner",
};
