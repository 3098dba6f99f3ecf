import {
  ArrowRight,
  CheckCircle2,
  Circle,
  ClipboardList,
  LifeBuoy,
  LogOut,
  Palette,
  UserCog,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { initials } from "#shared/auth/display.ts";
import { type CurrentUser, LOGOUT_PATH } from "#shared/auth/user.ts";
import { isProfileComplete } from "#shared/profile/schema.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { useMessages } from "./i18n.tsx";
import { usePageMeta } from "./page-meta.ts";

function ActionCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link to={to} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-ring">
      <Card className="flex h-full flex-col gap-3 p-6 transition-shadow group-hover:shadow-md">
        <div className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground [&_svg]:size-5">
          {icon}
        </div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
        <ArrowRight
          aria-hidden="true"
          className="mt-auto size-4 text-primary transition-transform group-hover:translate-x-1"
        />
      </Card>
    </Link>
  );
}

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
        <ActionCard to="/design-request" icon={<ClipboardList aria-hidden="true" />} {...m.cards.request} />
        <ActionCard to="/designs" icon={<Palette aria-hidden="true" />} {...m.cards.browse} />
        <ActionCard to="/profile" icon={<UserCog aria-hidden="true" />} {...m.cards.profile} />
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
        <Card className="flex flex-col gap-3 p-6">
          <LifeBuoy aria-hidden="true" className="size-6 text-primary" />
          <h2 className="text-lg font-semibold">{m.help}</h2>
          <p className="text-sm text-muted-foreground">{m.helpText}</p>
          <Button asChild variant="outline" className="mt-auto self-start">
            <Link to="/contact">{m.contact}</Link>
          </Button>
        </Card>
      </div>
    </Container>
  );
}
