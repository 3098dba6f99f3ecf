import { composeMessages } from "../compose.ts";
import type { Messages } from "../index.ts";
import { answersZhHk } from "./answers.ts";
import { authZhHk } from "./auth.ts";
import { contactZhHk } from "./contact.ts";
import { pageHeadsZhHk } from "./page-heads.ts";
import { createPublicChineseMessages } from "./public.ts";
import { secondFactorZhHk } from "./second-factor.ts";
import { createWorkspaceChineseMessages } from "./workspace.ts";

/** 繁體中文（香港）用字；與英文版逐項對應。 */
export function createChineseMessages(brand: string): Messages {
  return {
    ...composeMessages(createPublicChineseMessages(brand), createWorkspaceChineseMessages(brand)),
    answers: answersZhHk(),
    auth: authZhHk(brand),
    contact: contactZhHk(brand),
    pageHeads: pageHeadsZhHk(brand),
    secondFactor: secondFactorZhHk(brand),
  };
}
