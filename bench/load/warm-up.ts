// Every photo size the simulated people will ask for, made before the run. A size is made on its first
// request and kept; on a live site earlier visitors (or the CDN, see docs/deploy.md) have long asked for
// them, so the run measures that state. Making them is timed and reported apart.
import { CATALOGUE_MAX_PAGE_SIZE } from "#shared/designs/constants.ts";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { cardPhotos, DESIGN_PHOTOS_SEEN, DEVICES, designPhotos } from "./photos.ts";

/** Requests at once: the server makes one size at a time, a second keeps it busy. */
const AT_ONCE = 2;

async function allDesigns(baseUrl: string): Promise<Design[]> {
  const designs: Design[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${baseUrl}/api/portfolio?pageSize=${CATALOGUE_MAX_PAGE_SIZE}&page=${page}`);
    const { items, hasMore } = (await answer.json()) as DesignPage;
    designs.push(...items);
    if (!hasMore) return designs;
  }
}

/** Asks once for each size; returns how many sizes there were. */
export async function makePhotoSizes(baseUrl: string): Promise<number> {
  const designs = await allDesigns(baseUrl);
  const paths = [
    ...new Set(
      designs.flatMap((design) =>
        DEVICES.flatMap((device) => [
          ...cardPhotos([design], device),
          ...designPhotos(design, device, DESIGN_PHOTOS_SEEN),
        ]),
      ),
    ),
  ];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const answer = await fetch(baseUrl + path);
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return paths.length;
}
