import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const TONES = { card: "bg-card", secondary: "bg-secondary/60", muted: "bg-muted/40" } as const;

export function Card({
  className,
  tone = "card",
  ...props
}: ComponentProps<"div"> & { tone?: keyof typeof TONES }) {
  return (
    <div
      className={cn("rounded-xl border border-border text-card-foreground shadow-sm", TONES[tone], className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return <h3 className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}
