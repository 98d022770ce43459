import { randomBytes } from 'node:crypto';

/** A file part of {@link multipartBody}. */
export interface MultipartFile {
  name: string;
  bytes: Buffer;
  /** MIME type; default `image/png`. */
  type?: string;
}

/** A multipart/form-data request body (fields, then files) for `app.inject`: `{ payload, headers }`. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, MultipartFile | MultipartFile[]> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----aigc${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const [k, list] of Object.entries(files)) {
    for (const f of Array.isArray(list) ? list : [list]) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
        ),
        f.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
