import type { Messages } from "../index.ts";
import { accountActivityZhHk } from "./account-activity.ts";
import { adminZhHk } from "./admin.ts";
import { appZhHk } from "./app.ts";
import { authZhHk } from "./auth.ts";
import { contactZhHk } from "./contact.ts";
import { designsZhHk } from "./designs.ts";
import { matchingZhHk } from "./matching.ts";
import { profileZhHk } from "./profile.ts";
import { requestsZhHk } from "./requests.ts";
import { secondFactorZhHk } from "./second-factor.ts";

/** 繁體中文（香港）用字；與英文版逐項對應。 */
export function createChineseMessages(brand: string): Messages {
  return {
    accountActivity: accountActivityZhHk(brand),
    admin: adminZhHk(brand),
    app: appZhHk(brand),
    auth: authZhHk(brand),
    contact: contactZhHk(brand),
    designs: designsZhHk(brand),
    matching: matchingZhHk(brand),
    profile: profileZhHk(brand),
    requests: requestsZhHk(brand),
    secondFactor: secondFactorZhHk(brand),
  };
}
