import { LOGOUT_PATH } from "#shared/auth/user.ts";
import { useSecondFactorMessages } from "../../app/second-factor-messages.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { ShieldAlert } from "../../ui/icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { useSecondFactorStatus } from "./api.ts";
import { SecondFactorSettings } from "./security-card.tsx";

/**
 * What an admin without a second factor sees instead of any signed-in page: why, and the settings to add
 * one. Once it is set up the session has it and the page they asked for shows.
 */
export function SecondFactorSetupPage() {
  const m = useSecondFactorMessages();
  const status = useSecondFactorStatus();
  // The account has one already, set up in another browser: this session was signed in without it.
  const elsewhere = status.data?.enabled && !status.data.session.secondFactor;
  return (
    <Container width="3xl" className="flex flex-col gap-8 py-12">
      <div className="flex items-start gap-4">
        <ShieldAlert aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary" />
        <PageHeader title={m.setup.title} description={m.setup.subtitle} />
      </div>
      {elsewhere && (
        <p className="rounded-lg border border-border bg-muted p-4 text-sm">{m.setup.signInAgain}</p>
      )}
      <SecondFactorSettings />
      <a
        href={LOGOUT_PATH}
        className={buttonClasses({ variant: "link", size: "inline", className: "h-10 self-start" })}
      >
        {m.setup.signOut}
      </a>
    </Container>
  );
}
