import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const SHAPES = {
  box: "rounded-md",
  card: "rounded-xl",
  circle: "rounded-full",
  flat: "rounded-none",
} as const;

/** A grey placeholder shaped like content that is still loading. */
export function Skeleton({
  className,
  shape = "box",
  ...props
}: ComponentProps<"div"> & { shape?: keyof typeof SHAPES }) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse bg-muted", SHAPES[shape], className)} {...props} />
  );
}
