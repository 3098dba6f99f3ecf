/**
 * The API's own answers: errors that belong to no one domain, and writes refused past their limits. Only the
 * server says them, so no page downloads them.
 */
export const answersEn = () => ({
  /** Answers that belong to no one domain. */
  errors: {
    notFound: "Not found",
    noSuchAddress: (method: string, path: string) => `Not found: ${method} ${path}`,
    badAddress: "This address is not valid.",
    addressTooLong: "This address is too long.",
    badRequest: "This request is not valid.",
    unstorableText:
      "The text contains characters that cannot be saved (a NUL or a broken Unicode character).",
    malformedForm: "The upload is not a well-formed form. Please choose the files again.",
    tooManyRequests: (minutes: number) =>
      `Too many requests. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
    serverError: "Something went wrong on our side. Please try again.",
    unavailable: "The service is briefly unavailable. Please try again in a moment.",
    storageFull: "There is no room to store files right now. Please try again later.",
  },
  /** Writes refused past their limits (docs/decisions.md "Write limits"); `wait` is said by `wait`. */
  writeLimits: {
    wait: (minutes: number) => {
      if (minutes < 60) return minutes === 1 ? "a minute" : `${minutes} minutes`;
      const hours = Math.ceil(minutes / 60);
      return hours === 1 ? "an hour" : `${hours} hours`;
    },
    requests: (wait: string) =>
      `You have sent several design requests in the last hour. Please try again in ${wait}.`,
    messages: (wait: string) => `You are sending messages very quickly. Please try again in ${wait}.`,
    images: (wait: string) => `You have uploaded many images in the last hour. Please try again in ${wait}.`,
    contact: (wait: string) =>
      `Many messages have been sent from your network today. Please try again in ${wait}.`,
    signUps: (wait: string) =>
      `Many accounts have been created from your network in the last hour. Please try again in ${wait}.`,
  },
});
