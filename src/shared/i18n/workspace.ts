import { accountActivityEn } from "./en/account-activity.ts";
import { adminEn } from "./en/admin.ts";
import { analyticsEn } from "./en/analytics.ts";
import { portfolioEn } from "./en/designs-portfolio.ts";
import { matchingWorkspaceEn } from "./en/matching/workspace.ts";
import { profileEn } from "./en/profile.ts";
import { proofOfTrustEn } from "./en/proof-of-trust.ts";
import { pushEn } from "./en/push.ts";
import { requestsEn } from "./en/requests.ts";
import { sideNavEn } from "./en/side-nav.ts";

/**
 * The words only signed-in screens show (desk, matching's way of a request, a designer's own profile and portfolio,
 * profile, requests, sign-in history, the signed-in navigation).
 */
export function createWorkspaceEnglishMessages(brand: string) {
  return {
    accountActivity: accountActivityEn(brand),
    admin: adminEn(brand),
    analytics: analyticsEn(brand),
    app: { sideNav: sideNavEn() },
    designs: { portfolio: portfolioEn(brand) },
    matching: matchingWorkspaceEn(brand),
    profile: profileEn(brand),
    push: pushEn(brand),
    requests: requestsEn(brand),
    proofOfTrust: proofOfTrustEn(brand),
  };
}

export type WorkspaceMessages = ReturnType<typeof createWorkspaceEnglishMessages>;
