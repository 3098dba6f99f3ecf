import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Camera, Trash2 } from "lucide-react";
import { useId } from "react";
import type { CurrentUser } from "#shared/auth/user.ts";
import { apiRequest, apiUpload, errorText } from "../app/api.ts";
import { useMessages } from "../app/i18n.tsx";
import { currentUserQuery } from "../app/use-current-user.ts";
import { Avatar } from "../ui/avatar.tsx";
import { Button } from "../ui/button.tsx";
import { shrinkImages } from "../ui/shrink-images.ts";
import { toast } from "../ui/toast.tsx";

/** The user's photo: uploaded (shrunk first), changed or removed; the header menu follows at once. */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const m = useMessages().profile.photo;
  const id = useId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  const failed = (error: unknown) =>
    toast({ title: m.failed, description: errorText(error, ""), variant: "destructive" });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const shrunk = await shrinkImages([file]).catch(() => ({ files: [file] }));
      const form = new FormData();
      form.append("photo", shrunk.files[0] ?? file, file.name);
      await apiUpload("/api/user/profile/photo", form, "PUT");
    },
    onSuccess: () => toast({ title: m.updated, variant: "success" }),
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/user/profile/photo"),
    onSuccess: () => toast({ title: m.removed }),
    onError: failed,
    onSettled: refresh,
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar person={user} size="lg" />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{m.title}</p>
        <p className="max-w-md text-xs text-muted-foreground">{m.text}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm" aria-disabled={busy}>
            <label htmlFor={id} className="cursor-pointer">
              <Camera aria-hidden="true" />
              {upload.isPending ? m.uploading : user.profileImageUrl ? m.change : m.choose}
              <input
                id={id}
                type="file"
                accept="image/*"
                disabled={busy}
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) upload.mutate(file);
                  event.target.value = "";
                }}
              />
            </label>
          </Button>
          {user.profileImageUrl && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => remove.mutate()}>
              <Trash2 aria-hidden="true" />
              {m.remove}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
