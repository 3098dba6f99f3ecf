import { CheckCircle2, Circle, ClipboardList, LogOut, Palette, UserCog } from "lucide-react";
import { initials } from "#shared/auth/display.ts";
import { type CurrentUser, LOGOUT_PATH } from "#shared/auth/user.ts";
import { isProfileComplete } from "#shared/profile/completeness.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { LinkCard } from "../ui/link-card.tsx";
import { useMessages } from "./i18n.tsx";
import { NeedHelpCard } from "./need-help-card.tsx";
import { usePageMeta } from "./page-meta.ts";

/** The signed-in home (spec 1 §2): shown at `/` once the user is known. */
export function HomeDashboard({ user }: { user: CurrentUser }) {
  const m = useMessages().profile.home;
  usePageMeta("home");
  const steps = [
    { label: m.steps.profile, done: isProfileComplete(user) },
    { label: m.steps.request, done: false },
    { label: m.steps.connect, done: false },
  ];
  return (
    <Container className="flex flex-col gap-10 py-12">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-xl font-semibold text-secondary-foreground">
            {user.profileImageUrl ? (
              <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
            ) : (
              initials(user)
            )}
          </div>
          <div>
            <h1 className="text-3xl font-semibold tracking-tight">
              {m.greeting(user.firstName?.trim() || m.there)}
            </h1>
            <p className="text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <Button asChild variant="outline">
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden="true" />
            {m.logOut}
          </a>
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <LinkCard to="/design-request" icon={<ClipboardList aria-hidden="true" />} {...m.cards.request} />
        <LinkCard to="/designs" icon={<Palette aria-hidden="true" />} {...m.cards.browse} />
        <LinkCard to="/profile" icon={<UserCog aria-hidden="true" />} {...m.cards.profile} />
      </div>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <Card className="p-6">
          <h2 className="text-lg font-semibold">{m.gettingStarted}</h2>
          <ol className="mt-4 flex flex-col gap-3">
            {steps.map((step) => (
              <li key={step.label} className="flex items-center gap-3">
                {step.done ? (
                  <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-5 text-muted-foreground" />
                )}
                <span className={step.done ? "text-muted-foreground line-through" : ""}>{step.label}</span>
              </li>
            ))}
          </ol>
        </Card>
        <NeedHelpCard />
      </div>
    </Container>
  );
}
