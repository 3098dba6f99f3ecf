/** Spec 2 §2: the address cut to 50 characters with an ellipsis. */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
