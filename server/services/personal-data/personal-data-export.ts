/**
 * A person's data as one ZIP (issue 32: access and portability): `data.json` with everything
 * found, then each CV or attachment read from the file store. Built with fflate's synchronous
 * streaming Zip (docs/decisions/0026): every chunk pushed in comes out at once, so the generator
 * hands it on and holds nothing more than a batch of enquiries or a chunk of a file; the reader
 * (the HTTP response) pulls at its own pace.
 */
import type { Readable } from 'node:stream';
import type { Findings, FoundEnquiry } from '../../../schemas/personal-data';

export interface ExportParts {
  /** Everything but the enquiries, which follow a batch at a time. */
  head: Omit<Findings, 'enquiries' | 'totals'>;
  enquiries: AsyncIterable<{ json: FoundEnquiry; stored: string | null }[]>;
  /** A stored file's bytes, or undefined when the store no longer has it. */
  open(stored: string): Promise<Readable | undefined>;
}

const encoder = new TextEncoder();

/** The ZIP's bytes, in order. */
export async function* personalDataZip(parts: ExportParts): AsyncGenerator<Uint8Array> {
  // Loaded with the first export, not at start: exports are rare (docs/performance.md).
  const { Zip, ZipDeflate, ZipPassThrough } = await import('fflate');
  const out: Uint8Array[] = [];
  let failure: Error | undefined;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (out.length > 0) {
      const chunk = out.shift();
      if (chunk && chunk.length > 0) yield chunk;
    }
  }

  const json = new ZipDeflate('data.json', { level: 6 });
  zip.add(json);
  const put = (text: string) => json.push(encoder.encode(text));
  const { auditEntries, ...head } = parts.head;
  // The keys before the enquiries, then the enquiries as they are read, then the log's entries.
  put(
    `{\n"exportedAt": ${JSON.stringify(new Date().toISOString())},\n${Object.entries(head)
      .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v, null, 2)}`)
      .join(',\n')},\n"enquiries": [`,
  );
  const files: { stored: string; inExport: string }[] = [];
  let first = true;
  for await (const batch of parts.enquiries) {
    for (const { json: enquiry, stored } of batch) {
      put(`${first ? '\n' : ',\n'}${JSON.stringify(enquiry, null, 2)}`);
      first = false;
      if (stored && enquiry.file) files.push({ stored, inExport: enquiry.file.inExport });
    }
    yield* drain();
  }
  put(`],\n"auditEntries": ${JSON.stringify(auditEntries, null, 2)}\n}\n`);
  json.push(new Uint8Array(0), true);
  yield* drain();

  for (const { stored, inExport } of files) {
    const body = await parts.open(stored);
    // Files are PDFs, Word files and images: compressed already.
    const entry = new ZipPassThrough(body ? inExport : `${inExport}.missing.txt`);
    zip.add(entry);
    if (!body) {
      entry.push(
        encoder.encode('This file was no longer in the store when the export was made.\n'),
        true,
      );
    } else {
      for await (const chunk of body) {
        entry.push(chunk instanceof Uint8Array ? chunk : encoder.encode(String(chunk)));
        yield* drain();
      }
      entry.push(new Uint8Array(0), true);
    }
    yield* drain();
  }
  zip.end();
  yield* drain();
}
