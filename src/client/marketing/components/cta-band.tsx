import type { ReactNode } from "react";
import { cn } from "../../ui/cn.ts";
import { Container } from "../../ui/container.tsx";
import { OFF_SCREEN_SKIPPED } from "./section.tsx";

/** A closing call to action on a strong, theme-aware panel. */
export function CtaBand({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className={cn("py-16 sm:py-24", OFF_SCREEN_SKIPPED)}>
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-20">
          <div aria-hidden="true" className="absolute inset-0 -z-10">
            <div className="absolute -top-24 -left-16 size-72 rounded-full bg-primary-foreground/10 blur-2xl" />
            <div className="absolute -right-20 -bottom-28 size-80 rounded-full bg-accent/30 blur-3xl" />
            <svg className="absolute inset-0 size-full text-primary-foreground/[0.06]" aria-hidden="true">
              <defs>
                <pattern id="cta-dots" width="22" height="22" patternUnits="userSpaceOnUse">
                  <circle cx="2" cy="2" r="1.5" fill="currentColor" />
                </pattern>
              </defs>
              <rect width="100%" height="100%" fill="url(#cta-dots)" />
            </svg>
          </div>
          <h2 className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-pretty opacity-90">{body}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
