import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Nothing is merged (tailwind-merge cost 10 KB on every first visit): two classes setting
 * one property would leave the winner to the stylesheet's order, so a primitive takes a prop (variant, size,
 * width, tone) for what its callers change, and a caller's classes only add what the primitive leaves unset.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
