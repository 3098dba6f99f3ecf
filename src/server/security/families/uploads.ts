import sharp from "sharp";
import { testJpeg } from "../../admin/testing.ts";
import { multipart } from "../../test-support/multipart.ts";
import { ENDPOINT_SAMPLES, type EndpointSample } from "../support/endpoint-samples.ts";
import { hostileFiles, type UploadFile } from "../support/files.ts";
import { assertUnchanged, fingerprint } from "../support/fingerprint.ts";
import { methodOf } from "../support/requests.ts";
import { attack, cookieOf, type Suite } from "../support/suite.ts";

type Upload = EndpointSample & { upload: NonNullable<EndpointSample["upload"]> };
const UPLOADS = ENDPOINT_SAMPLES.filter((sample): sample is Upload => sample.upload !== undefined);

/** The final image list of PUT /api/portfolio/{id}/images: `count` new files. */
const newImages = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, order) => ({
      isMain: order === 0,
      isExisting: false,
      existingUrl: null,
      order,
    })),
  );

function uploadRequest(suite: Suite, sample: Upload, files: UploadFile[]) {
  const fields: Record<string, string> = sample.upload.fields?.imageState
    ? { imageState: newImages(files.length) }
    : {};
  const body = multipart(sample.upload.field, files, fields);
  return {
    method: methodOf(sample),
    url: sample.url(suite.world),
    payload: body.payload,
    headers: { ...body.headers, ...cookieOf(suite.world, sample.as) },
  };
}

/** Bodies that are not a well-formed upload at all. */
function brokenBodies(suite: Suite, sample: Upload) {
  const { headers, ...request } = uploadRequest(suite, sample, []);
  const cookie = cookieOf(suite.world, sample.as);
  return [
    { name: "no file", request: { ...request, headers } },
    { name: "JSON instead of a form", request: { ...request, payload: { images: "x" }, headers: cookie } },
    {
      name: "form cut off before its end",
      request: {
        ...request,
        payload: '------cut\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nabc',
        headers: { ...cookie, "content-type": "multipart/form-data; boundary=----cut" },
      },
    },
    {
      name: "boundary of 300 characters",
      request: {
        ...request,
        payload: `--${"b".repeat(300)}--\r\n`,
        headers: { ...cookie, "content-type": `multipart/form-data; boundary=${"b".repeat(300)}` },
      },
    },
    {
      name: "empty boundary",
      request: {
        ...request,
        payload: "--\r\n",
        headers: { ...cookie, "content-type": "multipart/form-data; boundary=" },
      },
    },
    {
      name: "form without a boundary",
      request: {
        ...request,
        payload: "garbage",
        headers: { ...cookie, "content-type": "multipart/form-data" },
      },
    },
  ];
}

/** A real PNG labelled text, and a file name that climbs out of its folder: the content decides, the name is never used. */
async function disguisedButReal(suite: Suite) {
  const photo = UPLOADS.find((sample) => sample.route === "PUT /api/user/profile/photo");
  if (!photo) return;
  const png = await sharp(await testJpeg())
    .png()
    .toBuffer();
  const cases = [
    { name: "a PNG declared as text/html", file: { name: "page.html", type: "text/html", data: png } },
    {
      name: "a photo named ../../../etc/passwd",
      file: { name: "../../../etc/passwd", type: "image/jpeg", data: png },
    },
  ];
  for (const { name, file } of cases) {
    const response = await attack(suite, {
      endpoint: photo.route,
      label: name,
      request: uploadRequest(suite, photo, [file]),
      verdict: [200],
      also: (answer) =>
        /^\/uploads\/users\/[\w-]+\/[\w-]+\.(jpg|png)$/.test(answer.json().profileImageUrl ?? "")
          ? []
          : [`stored as ${answer.body}`],
    });
    const served = await suite.t.app.inject(response?.json().profileImageUrl ?? "/");
    suite.tally.check(
      `${name} is served as an image`,
      /^image\//.test(String(served.headers["content-type"]))
        ? []
        : [`served as ${served.headers["content-type"]}`],
    );
  }
}

/**
 * Multipart attacks on every upload: files that are not images whatever their name and type,
 * decompression bombs, an 11 MB file (413), too many files, broken forms → 4xx with a message,
 * no row and no file left behind; then real images in disguise are judged by their content.
 */
export async function uploadAttacks(suite: Suite): Promise<void> {
  const files = hostileFiles();
  const jpeg = await testJpeg();
  const before = await fingerprint(suite);
  for (const sample of UPLOADS) {
    for (const { name, file, status } of files) {
      await attack(suite, {
        endpoint: sample.route,
        label: name,
        request: uploadRequest(suite, sample, [file]),
        verdict: status ? [status] : [400],
      });
    }
    for (const { name, request } of brokenBodies(suite, sample)) {
      await attack(suite, { endpoint: sample.route, label: name, request, verdict: "refused" });
    }
    if (sample.upload.field === "images") {
      const many = Array.from({ length: 21 }, (_, index) => ({
        name: `${index}.jpg`,
        type: "image/jpeg",
        data: jpeg,
      }));
      await attack(suite, {
        endpoint: sample.route,
        label: "21 files",
        request: uploadRequest(suite, sample, many),
        verdict: "refused",
      });
    }
  }
  await assertUnchanged(suite, "uploads", before);
  await disguisedButReal(suite);
}
