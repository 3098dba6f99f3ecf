import { lazy, Suspense } from "react";
import { isProfileComplete } from "#shared/profile/completeness.ts";
import { useAuth } from "../app/use-current-user.ts";
import { useProfile } from "./api/get-profile.ts";

// The form and its validation load only for the few users who need them.
const CompleteProfileDialog = lazy(async () => ({
  default: (await import("./complete-profile-dialog.tsx")).CompleteProfileDialog,
}));

/**
 * Spec 1 §4: while a signed-in user's profile lacks a first name, last name or phone number, a
 * modal over every page asks for them; it cannot be dismissed, only completed.
 */
export function CompleteProfileGate() {
  const auth = useAuth();
  const { data: profile } = useProfile();
  if (auth.status !== "authenticated" || !profile || isProfileComplete(profile)) return null;
  return (
    <Suspense fallback={null}>
      <CompleteProfileDialog profile={profile} />
    </Suspense>
  );
}
