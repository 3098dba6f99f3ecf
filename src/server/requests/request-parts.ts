import { inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { Db } from "../db/client.ts";
import { rawRows } from "../db/raw-rows.ts";
import {
  designImages,
  designRequestImages,
  designRequestInspirations,
  designRequestWishedDesigners,
  designs,
  users,
} from "../db/schema/index.ts";

export interface RequestClient {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** What a list of requests is shown with, each part in each request's own order. */
export interface RequestParts {
  clients: Map<string, RequestClient>;
  images: Map<string, { id: string }[]>;
  inspirations: Map<string, { id: string; title: string; mainImage: string | null }[]>;
  wishes: Map<string, { id: string; name: string }[]>;
}

export interface PartsRow {
  clients: RequestClient[] | null;
  images: { requestId: string; id: string }[] | null;
  inspirations: { requestId: string; id: string; title: string; mainImage: string | null }[] | null;
  wishes: { requestId: string; id: string; firstName: string | null; lastName: string | null }[] | null;
}

const byRequest = <T extends { requestId: string }, U>(
  items: T[] | null | undefined,
  shown: (item: T) => U,
) => {
  const grouped = new Map<string, U[]>();
  for (const item of items ?? []) {
    const list = grouped.get(item.requestId);
    if (list) list.push(shown(item));
    else grouped.set(item.requestId, [shown(item)]);
  }
  return grouped;
};

/** Which requests' parts to read: their ids and their clients' ids, as lists or as subqueries. */
interface PartsOf {
  ids: string[] | SQLWrapper;
  clientIds: string[] | SQLWrapper;
}

/**
 * The four parts as the columns of a select (`clients`, `images`, `inspirations`, `wishes`), so a statement that
 * reads the requests themselves can read their parts too (the desk's page: docs/decisions.md).
 */
export function requestPartsColumns({ ids, clientIds }: PartsOf): SQL {
  return sql`(select json_agg(json_build_object(
          'id', ${users.id}, 'email', ${users.email},
          'firstName', ${users.firstName}, 'lastName', ${users.lastName}))
        from ${users} where ${inArray(users.id, clientIds)}) as clients,
      (select json_agg(json_build_object(
          'requestId', ${designRequestImages.requestId}, 'id', ${designRequestImages.id})
          order by ${designRequestImages.position})
        from ${designRequestImages} where ${inArray(designRequestImages.requestId, ids)}) as images,
      (select json_agg(json_build_object(
          'requestId', ${designRequestInspirations.requestId}, 'id', ${designs.id},
          'title', coalesce(${designs.titleEn}, ${designs.titleZh}),
          'mainImage', (select i.storage_key from ${designImages} i where i.design_id = ${designs.id}
            order by i.is_main desc, i.position limit 1))
          order by ${designRequestInspirations.position})
        from ${designRequestInspirations} join ${designs} on ${designs.id} = ${designRequestInspirations.designId}
        where ${inArray(designRequestInspirations.requestId, ids)}) as inspirations,
      (select json_agg(json_build_object(
          'requestId', ${designRequestWishedDesigners.requestId}, 'id', ${users.id},
          'firstName', ${users.firstName}, 'lastName', ${users.lastName})
          order by ${designRequestWishedDesigners.position})
        from ${designRequestWishedDesigners} join ${users} on ${users.id} = ${designRequestWishedDesigners.designerId}
        where ${inArray(designRequestWishedDesigners.requestId, ids)}) as wishes`;
}

/** The parts as the columns of requestPartsColumns answered them. */
export function partsFromRow(row: PartsRow | undefined): RequestParts {
  return {
    clients: new Map((row?.clients ?? []).map((client) => [client.id, client])),
    images: byRequest(row?.images, ({ id }) => ({ id })),
    inspirations: byRequest(row?.inspirations, ({ id, title, mainImage }) => ({
      id,
      title,
      mainImage,
    })),
    wishes: byRequest(row?.wishes, (wish) => ({ id: wish.id, name: displayName(wish) })),
  };
}

/**
 * The clients, photos, inspirations and wished designers of these requests, read in one statement, for requests
 * already read (one request, a designer's introductions); a list reads its requests and their parts together
 * (request-list.ts). Read as four, they were four turns of the embedded database's one connection (issue 20),
 * and four of the pool's connections on PostgreSQL. An inspiration's title is the English one when written: a
 * request is read in both languages by its client, the team and designers.
 */
export async function readRequestParts(
  db: Db,
  requests: { id: string; clientId: string }[],
): Promise<RequestParts> {
  const ids = requests.map((request) => request.id);
  const clientIds = [...new Set(requests.map((request) => request.clientId))];
  const [row] = await rawRows<PartsRow>(db, sql`select ${requestPartsColumns({ ids, clientIds })}`);
  return partsFromRow(row);
}
