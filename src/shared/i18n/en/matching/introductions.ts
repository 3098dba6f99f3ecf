/** Words of introductions, proposals, messages, choosing a designer and completing a request. */
export const introductionsEn = (_brand: string) => ({});
