/** Words of the designer suggestions for a request and the admin's introduction picker. */
export const suggestionsEn = (_brand: string) => ({});
