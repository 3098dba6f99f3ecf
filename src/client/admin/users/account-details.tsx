import type { ReactNode } from "react";
import type { AdminUser } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { formatDate } from "../../ui/format-date.ts";

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-border p-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

export function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Who the account is: picture or initials, name and e-mail, and whether it is hidden. */
export function AccountHeading({ user }: { user: AdminUser }) {
  const { admin, profile } = useWorkspaceMessages();
  const m = admin.users;
  return (
    <div className="flex items-center gap-4">
      <Avatar person={user} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold">{displayName(user) || profile.noName}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        {user.isHidden && (
          <Badge tone="outline" className="mt-1">
            {m.hidden}
          </Badge>
        )}
      </div>
    </div>
  );
}

/** Spec 2 §2: Contact Information (email, phone, address) and Account Information (id, created, updated). */
export function AccountDetails({ user }: { user: AdminUser }) {
  const m = useWorkspaceMessages().admin.users;
  const dates = useDateFormats();
  const date = (iso: string) => formatDate(iso, dates.long, m.unknownDate);
  return (
    <>
      <DetailSection title={m.contactInformation}>
        <Detail label={m.email}>
          <a href={`mailto:${user.email}`} className="text-primary hover:underline">
            {user.email}
          </a>
        </Detail>
        <Detail label={m.phone}>{user.phoneNumber || m.notProvided}</Detail>
        <Detail label={m.address} wide>
          {user.address || m.notProvided}
        </Detail>
      </DetailSection>
      <DetailSection title={m.accountInformation}>
        <Detail label={m.userId} wide>
          <span className="font-mono text-xs">{user.id}</span>
        </Detail>
        <Detail label={m.created}>{date(user.createdAt)}</Detail>
        <Detail label={m.lastUpdated}>{date(user.updatedAt)}</Detail>
      </DetailSection>
    </>
  );
}
