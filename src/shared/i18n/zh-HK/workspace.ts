import type { WorkspaceMessages } from "../workspace.ts";
import { accountActivityZhHk } from "./account-activity.ts";
import { adminZhHk } from "./admin.ts";
import { analyticsZhHk } from "./analytics.ts";
import { portfolioZhHk } from "./designs-portfolio.ts";
import { matchingWorkspaceZhHk } from "./matching/workspace.ts";
import { profileZhHk } from "./profile.ts";
import { proofOfTrustZhHk } from "./proof-of-trust.ts";
import { pushZhHk } from "./push.ts";
import { requestsZhHk } from "./requests.ts";
import { sideNavZhHk } from "./side-nav.ts";

/** 只有登入後畫面才用的字（workspace.ts 的中文版）。 */
export function createWorkspaceChineseMessages(brand: string): WorkspaceMessages {
  return {
    accountActivity: accountActivityZhHk(brand),
    admin: adminZhHk(brand),
    analytics: analyticsZhHk(brand),
    app: { sideNav: sideNavZhHk() },
    designs: { portfolio: portfolioZhHk(brand) },
    matching: matchingWorkspaceZhHk(brand),
    profile: profileZhHk(brand),
    push: pushZhHk(brand),
    requests: requestsZhHk(brand),
    proofOfTrust: proofOfTrustZhHk(brand),
  };
}
