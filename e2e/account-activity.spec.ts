import { englishMessages } from "#shared/i18n/index.ts";
import { expect, mailsTo, test } from "./support/fixtures.ts";
import { toasts } from "./support/toasts.ts";

const m = englishMessages.accountActivity;
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

test("a user is mailed about a new browser, sees it in their profile and signs it out", async ({
  page,
  client,
  browser,
}) => {
  const phoneContext = await browser.newContext({ userAgent: IPHONE_SAFARI });
  const phone = await phoneContext.newPage();
  try {
    const signedIn = await phone.request.post("/api/auth/login", {
      data: { email: client.email, password: client.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await expect
      .poll(async () => (await mailsTo(client.email)).map((mail) => mail.subject))
      .toEqual([m.mail.newBrowserSubject]);
    expect((await mailsTo(client.email))[0]?.text).toContain(m.device.on("Safari", "iOS"));

    await page.goto("/profile");
    const card = page.locator("#sessions");
    await expect(card.getByRole("heading", { name: m.sessions.title })).toBeVisible();
    await expect(card.getByText(m.sessions.thisBrowser)).toBeVisible();
    // Two sign-ins so far: the sign-up's and the phone's, each the first of its browser.
    const history = card.getByRole("region", { name: m.history.title });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByText(m.device.on("Safari", "iOS"))).toBeVisible();

    await card.getByRole("button", { name: m.sessions.endLabel(m.device.on("Safari", "iOS")) }).click();
    await expect(toasts(page).getByText(m.sessions.ended)).toBeVisible();
    await expect(card.getByText(m.sessions.onlyThis)).toBeVisible();
    expect((await phone.request.get("/api/auth/user")).status()).toBe(401);
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
  } finally {
    await phoneContext.close();
  }
});
