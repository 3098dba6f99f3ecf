import { eq } from "drizzle-orm";
import { type ReplyTimeBucket, replyTimeBucket } from "#shared/matching/reply-time.ts";
import type { Db } from "../db/client.ts";
import { designerReplyTimes } from "../db/schema/index.ts";

/** A designer's usual reply time (issue 22 §3), from the snapshot the cost guide's job refreshes. */
export async function designerReplyTime(db: Db, designerId: string): Promise<ReplyTimeBucket | null> {
  const [row] = await db
    .select()
    .from(designerReplyTimes)
    .where(eq(designerReplyTimes.designerId, designerId))
    .limit(1);
  return row ? replyTimeBucket(row.medianHours, row.answers) : null;
}
