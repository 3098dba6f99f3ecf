/** A multipart/form-data body of files under one field name, plus any text fields, for `inject`. */
export function multipart(
  field: string,
  files: { name: string; type: string; data: Buffer }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----nestmatch${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...texts, ...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
