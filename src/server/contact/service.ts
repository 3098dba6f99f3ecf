import type { ContactMessage } from "#shared/contact/schema.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema/index.ts";

export async function saveContactMessage(db: Db, message: ContactMessage): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("Insert returned no row");
  return row;
}
