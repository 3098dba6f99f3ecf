import { useId } from "react";
import type { CurrentUser } from "#shared/auth/user.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Avatar } from "../ui/avatar.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Camera, Trash2 } from "../ui/icons.tsx";
import { toast } from "../ui/toast.tsx";
import { useRemoveProfilePhoto, useUploadProfilePhoto } from "./api/profile-photo.ts";

/** The user's photo: uploaded (shrunk first), changed or removed; the header menu follows at once. */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const m = useWorkspaceMessages().profile.photo;
  const id = useId();
  const failed = (error: unknown) =>
    toast({ title: m.failed, description: errorText(error, ""), variant: "destructive" });
  const upload = useUploadProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar person={user} size="lg" />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{m.title}</p>
        <p className="max-w-md text-xs text-muted-foreground">{m.text}</p>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            aria-disabled={busy}
            className={buttonClasses({ variant: "outline", size: "sm", className: "cursor-pointer" })}
          >
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
                if (file)
                  upload.mutate(file, {
                    onSuccess: () => toast({ title: m.updated, variant: "success" }),
                    onError: failed,
                  });
                event.target.value = "";
              }}
            />
          </label>
          {user.profileImageUrl && (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, { onSuccess: () => toast({ title: m.removed }), onError: failed })
              }
            >
              <Trash2 aria-hidden="true" />
              {m.remove}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
