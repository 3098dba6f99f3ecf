import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type {
  AdminClient,
  AdminDesigner,
  AdminUser,
  AdminUsersFilters,
  AdminUsersOverview,
  ListedRole,
} from "#shared/admin/users.ts";
import type { Paged } from "#shared/app/paging.ts";
import type { Db } from "../db/client.ts";
import { designerProfiles, designRequests, designs, type UserRow, users } from "../db/schema/index.ts";
import { nameMatches } from "../lib/name-search.ts";
import { containsPattern } from "../lib/sql-like.ts";

/**
 * What a listed account shows, read as columns: a list of 25 accounts read each one's password hash and
 * language only to drop them, and a hash has no business leaving the database for a list.
 */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  address: users.address,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  isHidden: users.isHidden,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

type AdminUserRow = Pick<UserRow, keyof typeof adminUserColumns>;

export function toAdminUser(user: AdminUserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    address: user.address,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isHidden: user.isHidden,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Counted per listed row only, through the owner indexes, after the page is cut. */
const submissionCount = sql<number>`(select count(*)::int from ${designRequests} r where r.client_id = "users"."id")`;
const portfolioCount = sql<number>`(select count(*)::int from ${designs} d where d.designer_id = "users"."id")`;
const hasPassword = sql<boolean>`("users"."password_hash" is not null)`;
const isVetted = sql<boolean>`coalesce((select p.is_vetted from ${designerProfiles} p where p.user_id = "users"."id"), false)`;

/** The accounts of one role matching the search (e-mail, or the whole name in either order; any case) and the hidden filter. */
function listConditions(role: ListedRole, filters: Pick<AdminUsersFilters, "q" | "hidden">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.role, role), eq(users.isHidden, filters.hidden)];
  if (filters.q) {
    conditions.push(or(ilike(users.email, containsPattern(filters.q)), nameMatches(users, filters.q)));
  }
  return and(...conditions);
}

const newestFirst = [desc(users.createdAt), desc(users.id)];

/** The filtered total as a column of the page's own statement: computed once, beside the rows (issue 20). */
const totalOf = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from ${users}${where ? sql` where ${where}` : sql``})`;

/** The total the page's rows carry; a page past the end has none to carry it, so it is counted apart. */
async function totalFor(db: Db, where: SQL | undefined, rows: { total: number }[]): Promise<number> {
  if (rows[0]) return rows[0].total;
  const [row] = await db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}

function paged<T>(items: T[], total: number, filters: AdminUsersFilters): Paged<T> {
  const offset = (filters.page - 1) * filters.pageSize;
  return {
    items,
    total,
    page: filters.page,
    pageSize: filters.pageSize,
    hasMore: offset + items.length < total,
  };
}

export async function listClients(db: Db, filters: AdminUsersFilters): Promise<Paged<AdminClient>> {
  const where = listConditions("client", filters);
  const rows = await db
    .select({ user: adminUserColumns, submissionCount, total: totalOf(where) })
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const items = rows.map((row) => ({ ...toAdminUser(row.user), submissionCount: row.submissionCount }));
  return paged(items, await totalFor(db, where, rows), filters);
}

function toAdminDesigner(row: {
  user: AdminUserRow;
  portfolioCount: number;
  hasPassword: boolean;
  isVetted: boolean;
}): AdminDesigner {
  const { user, ...counts } = row;
  return { ...toAdminUser(user), ...counts };
}

export async function listDesigners(db: Db, filters: AdminUsersFilters): Promise<Paged<AdminDesigner>> {
  const where = listConditions("designer", filters);
  const rows = await db
    .select({ user: adminUserColumns, portfolioCount, hasPassword, isVetted, total: totalOf(where) })
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return paged(
    rows.map(({ total: _total, ...row }) => toAdminDesigner(row)),
    await totalFor(db, where, rows),
    filters,
  );
}

/** Every designer matching the filters, by name: the team onboards them one by one, so they stay few. */
async function allDesigners(db: Db, filters: Pick<AdminUsersFilters, "q" | "hidden">) {
  const rows = await db
    .select({ user: adminUserColumns, portfolioCount, hasPassword, isVetted })
    .from(users)
    .where(listConditions("designer", filters))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map(toAdminDesigner);
}

/** The spec's `{clients, designers}`: a page of clients, every designer, and both totals. */
export async function usersOverview(db: Db, filters: AdminUsersFilters): Promise<AdminUsersOverview> {
  const [clients, designers] = await Promise.all([listClients(db, filters), allDesigners(db, filters)]);
  return {
    clients: clients.items,
    designers,
    totals: { clients: clients.total, designers: designers.length },
  };
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}
