import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { signInPath } from "#shared/auth/user.ts";
import type { Design } from "#shared/designs/design.ts";
import { useMessages } from "../../app/i18n.tsx";
import { useAuth } from "../../app/use-current-user.ts";
import { cn } from "../../ui/cn.ts";
import { Heart } from "../../ui/icons.tsx";
import { useRenderedOnServer } from "../../ui/rendered-on-server.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSavedDesigns } from "../api/get-saved-designs.ts";

/** The heart on a design: saves it for a signed-in user; a visitor is asked to sign in first. */
export function SaveButton({ design, className }: { design: Design; className?: string }) {
  const m = useMessages().designs.saved;
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: saved } = useSavedDesigns();
  const queryClient = useQueryClient();
  const isSaved = saved?.some((d) => d.id === design.id) ?? false;
  // A tap on the server's HTML before the app has taken over would be lost: until then the heart says so.
  const waitingForApp = useRenderedOnServer();

  const onClick = () => {
    if (auth.status !== "authenticated") {
      toast({ title: m.signInTitle, description: m.signInText });
      navigate(signInPath(location.pathname === "/designs" ? `/design/${design.id}` : location.pathname));
      return;
    }
    // Only a signed-in click needs the saving code: a visitor's first page goes without it. A failed load
    // (offline) is a failed save.
    import("../api/toggle-saved.ts")
      .then(({ toggleSaved }) => toggleSaved(queryClient, { design, saved: !isSaved }))
      .catch(() => toast({ title: m.failed, description: m.failedText, variant: "destructive" }));
  };

  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? m.unsave(design.title) : m.save(design.title)}
      disabled={waitingForApp}
      onClick={onClick}
      className={cn(
        "flex size-9 items-center justify-center rounded-full bg-card/90 shadow transition-colors hover:bg-card",
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn("size-4", isSaved ? "fill-red-500 text-red-500" : "text-foreground")}
      />
    </button>
  );
}
