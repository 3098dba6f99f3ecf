import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../ui/cn.ts";
import { Container } from "../../ui/container.tsx";

const TONES = {
  default: "",
  muted: "bg-muted/50",
  card: "border-y border-border bg-card",
} as const;

/**
 * A band below the first screen is neither styled nor laid out until it nears the screen, and the web font's
 * arrival re-lays out only what is on it: on a phone's CPU, the landing page's style and layout were the long
 * tasks after its first paint (Lighthouse). "auto" keeps a band's measured height once it has been shown.
 */
export const OFF_SCREEN_SKIPPED = "[content-visibility:auto] [contain-intrinsic-size:auto_40rem]";

/** A full-width band of a marketing page with its own vertical rhythm. */
export function Section({
  tone = "default",
  className,
  containerWidth,
  children,
  ...props
}: ComponentProps<"section"> & {
  tone?: keyof typeof TONES;
  containerWidth?: ComponentProps<typeof Container>["width"];
}) {
  return (
    <section className={cn("py-16 sm:py-24", OFF_SCREEN_SKIPPED, TONES[tone], className)} {...props}>
      <Container width={containerWidth}>{children}</Container>
    </section>
  );
}

/** The eyebrow, h2 and intro above a section's content. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = "center",
  action,
  className,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  align?: "center" | "start";
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-3",
        align === "center" ? "mx-auto max-w-2xl items-center text-center" : "max-w-2xl",
        className,
      )}
    >
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="text-lg leading-relaxed text-pretty text-muted-foreground">{intro}</p>}
      {action}
    </div>
  );
}
