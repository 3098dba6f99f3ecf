import sharp from "sharp";
import { multipart } from "./multipart.ts";
import type { TestApp } from "./test-app.ts";
import { nextAddress, type SignedIn } from "./users.ts";

/** A portfolio item every rule accepts. */
export const samplePortfolioItem = {
  titleEn: "Harbour-view flat in North Point",
  descriptionEn: "A 700 sq ft flat opened to the light, with oak joinery and a hidden study.",
  style: ["Modern"],
  budget: { min: "HK$100,000", max: "HK$300,000" },
};

/** A small JPEG of one colour. */
export const samplePhoto = (background = "#8090a0", width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Creates a portfolio item as `designer` and answers its id. */
export async function createPortfolioItem(t: TestApp, designer: SignedIn): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/portfolio",
    payload: samplePortfolioItem,
    headers: { cookie: designer.cookie },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`creating an item failed: ${response.body}`);
  return response.json().id;
}

/** POST /api/portfolio/{id}/images with these photos. */
export function uploadPortfolioImages(t: TestApp, who: SignedIn, designId: string, photos: Buffer[]) {
  const body = multipart(
    "images",
    photos.map((data, index) => ({ name: `photo-${index}.jpg`, type: "image/jpeg", data })),
  );
  return t.app.inject({
    method: "POST",
    url: `/api/portfolio/${designId}/images`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
}
