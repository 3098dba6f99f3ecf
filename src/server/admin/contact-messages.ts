import { count, desc } from "drizzle-orm";
import type { AdminContactMessage } from "#shared/admin/contact-messages.ts";
import type { Paged } from "#shared/app/paging.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema/index.ts";

/** The contact inbox, newest first (the id breaks ties, so pages never overlap). */
export async function listContactMessages(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Paged<AdminContactMessage>> {
  const offset = (page - 1) * pageSize;
  const [counted, rows] = await Promise.all([
    db.select({ total: count() }).from(contactMessages),
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset(offset),
  ]);
  const total = counted[0]?.total ?? 0;
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total, page, pageSize, hasMore: offset + items.length < total };
}
