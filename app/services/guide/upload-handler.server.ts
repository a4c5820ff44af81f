// Reads a multipart form into memory with a size limit per part. Remix's memory handler throws on a part over
// the limit, which ends the request in a 500; here an oversized file becomes an empty marker file instead, so
// the save that reads it can say what happened and save the rest of the page.
import type { UploadHandler } from '@remix-run/node';

export const TOO_LARGE_MEDIA_TYPE = 'application/x-accord-too-large';

export function isTooLarge(file: File): boolean {
  return file.type === TOO_LARGE_MEDIA_TYPE;
}

export function limitedMemoryUploadHandler(maxPartBytes: number): UploadHandler {
  return async ({ filename, contentType, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      // past the limit the rest is read and dropped: the request must be consumed to answer it
      if (size <= maxPartBytes) chunks.push(chunk);
    }
    if (typeof filename === 'string') {
      return size > maxPartBytes ? new File([], filename, { type: TOO_LARGE_MEDIA_TYPE }) : new File([Buffer.concat(chunks)], filename, { type: contentType });
    }
    return size > maxPartBytes ? undefined : new TextDecoder().decode(Buffer.concat(chunks));
  };
}
