import type { ReactNode } from "react";
import { cn } from "../../ui/cn.ts";
import { Container } from "../../ui/container.tsx";

/** Soft, theme-aware shapes behind a hero; purely decorative. */
export function HeroBackdrop({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("pointer-events-none absolute inset-0 -z-10 overflow-hidden", className)}
    >
      <div className="absolute inset-0 bg-linear-to-b from-secondary/70 via-background to-background" />
      <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-primary/10 blur-3xl" />
      <div className="absolute top-40 -left-32 size-80 rounded-full bg-accent/10 blur-3xl" />
      <svg className="absolute inset-0 size-full text-foreground/[0.04]" aria-hidden="true">
        <defs>
          <pattern id="hero-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0v32" fill="none" stroke="currentColor" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
    </div>
  );
}

/** The top of an information page: eyebrow, the page's only h1, intro, actions and an optional visual. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  visual,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  visual?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate border-b border-border">
      <HeroBackdrop />
      <Container
        className={cn(
          "py-16 sm:py-24",
          visual
            ? "grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]"
            : "flex flex-col items-center text-center",
        )}
      >
        <div className={cn("flex flex-col gap-6", visual ? "items-start" : "max-w-3xl items-center")}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {intro && (
            <p className="max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">{intro}</p>
          )}
          {actions && (
            <div className="flex flex-col gap-3 self-stretch sm:flex-row sm:self-auto">{actions}</div>
          )}
          {children}
        </div>
        {visual}
      </Container>
    </div>
  );
}

/** A pill above a hero title. */
export function Eyebrow({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/80 px-3 py-1 text-xs font-medium sm:text-sm text-secondary-foreground shadow-xs backdrop-blur [&_svg]:size-4 [&_svg]:text-primary">
      {icon}
      {children}
    </p>
  );
}
