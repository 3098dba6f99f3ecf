import type { ReactNode } from "react";
import type { AdminUser } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { SkeletonRows, Table, TableCell, TableHead, TableRow } from "../../ui/table.tsx";

export interface ExtraColumn<T> {
  heading: string;
  cell: (user: T) => ReactNode;
}

/**
 * Accounts as a table: Name with avatar, Email, Phone, Joined, one role-specific column and the
 * row's actions. On a phone the e-mail and the role's column move under the name, the other
 * columns give way and the name column shrinks to what the actions leave.
 */
export function UsersTable<T extends AdminUser>({
  users,
  loading,
  showPhone,
  extra,
  onView,
  actions,
}: {
  users: T[];
  loading: boolean;
  showPhone: boolean;
  extra: ExtraColumn<T>;
  onView: (user: T) => void;
  actions: (user: T) => ReactNode;
}) {
  const { admin, profile } = useWorkspaceMessages();
  const m = admin.users;
  const dates = useDateFormats();
  const columns = showPhone ? 6 : 5;
  return (
    <Table>
      <thead>
        <tr>
          <TableHead>{m.name}</TableHead>
          <TableHead className="hidden md:table-cell">{m.email}</TableHead>
          {showPhone && <TableHead className="hidden lg:table-cell">{m.phone}</TableHead>}
          <TableHead className="hidden sm:table-cell">{m.joined}</TableHead>
          <TableHead align="center" className="hidden sm:table-cell">
            {extra.heading}
          </TableHead>
          <TableHead align="end">
            <span className="sr-only">{m.actions}</span>
          </TableHead>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <SkeletonRows columns={columns} avatar />
        ) : (
          users.map((user) => (
            <TableRow key={user.id}>
              {/* On a phone the name takes what the actions leave, and long names and e-mails are cut short. */}
              <TableCell className="max-sm:w-full max-sm:max-w-0">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar person={user} />
                  <div className="min-w-0 flex-1">
                    <button
                      type="button"
                      onClick={() => onView(user)}
                      className="block max-w-full truncate text-left font-medium hover:underline"
                    >
                      {displayName(user) || profile.noName}
                    </button>
                    <span className="block max-w-full truncate text-xs text-muted-foreground sm:max-w-[12rem] md:hidden">
                      {user.email}
                    </span>
                    <span className="flex items-center gap-1 text-xs text-muted-foreground sm:hidden">
                      {extra.heading}: {extra.cell(user)}
                    </span>
                    {user.isHidden && (
                      <Badge tone="outline" className="mt-0.5">
                        {m.hidden}
                      </Badge>
                    )}
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden max-w-64 truncate md:table-cell">{user.email}</TableCell>
              {showPhone && (
                <TableCell className="hidden whitespace-nowrap lg:table-cell">
                  {user.phoneNumber || <span className="text-muted-foreground">{m.notProvided}</span>}
                </TableCell>
              )}
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {formatDate(user.createdAt, dates.short, m.unknownDate)}
              </TableCell>
              <TableCell className="hidden text-center sm:table-cell">{extra.cell(user)}</TableCell>
              <TableCell className="text-right">{actions(user)}</TableCell>
            </TableRow>
          ))
        )}
      </tbody>
    </Table>
  );
}
