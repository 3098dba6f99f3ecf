/** /dashboard/my-forms/{id}: the client's request, its designers, their proposals and messages. */
export function RequestProgressPage() {
  return null;
}
