import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const VARIANTS = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-card text-foreground hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  ghostDestructive: "text-destructive hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  link: "text-primary underline-offset-4 hover:underline",
  /** On a primary-coloured panel (the call-to-action band). */
  onPrimary: "bg-primary-foreground text-primary shadow-sm hover:bg-primary-foreground/90",
  onPrimaryOutline:
    "border border-primary-foreground/40 bg-transparent text-primary-foreground shadow-sm hover:bg-primary-foreground/10",
} as const;

// Each size owns the box (height, padding, corners): a caller wanting another box picks a size, since
// classes are joined, not merged, and two heights would leave the stylesheet's order to decide.
const SIZES = {
  xs: "h-8 px-2 rounded-lg",
  sm: "h-9 px-3 text-sm rounded-lg",
  md: "h-10 px-4 text-sm rounded-lg",
  lg: "h-12 px-6 text-base rounded-lg",
  icon: "h-10 w-10 rounded-lg",
  /** A small round button laid on something (removing a chosen item). */
  dot: "size-7 rounded-full",
  /** No box of its own: a link-looking action sized by its text. */
  inline: "text-sm rounded-lg",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * The button's look as a class string, for a link (or label) that should look like a button: putting the classes
 * on the element itself, rather than rendering it through Radix's Slot, keeps Slot and compose-refs (1.3 KB)
 * out of every page's first visit.
 */
export function buttonClasses({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<"button">, Omit<ButtonStyle, "className"> {}

export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return (
    <button type={type ?? "button"} className={buttonClasses({ variant, size, className })} {...props} />
  );
}
