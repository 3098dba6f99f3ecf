/** /dashboard/requests/{introductionId}: one introduced request, to accept with a proposal or decline. */
export function IntroducedRequestPage() {
  return null;
}
