/** /dashboard/requests: the requests introduced to the signed-in designer. */
export function IntroducedRequestsPage() {
  return null;
}
