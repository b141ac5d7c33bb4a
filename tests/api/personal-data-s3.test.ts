/**
 * Requests from a person with the private files in a bucket (issue 32; docs/media-storage.md): the
 * export streams the CV from the S3 store into the ZIP, and the erasure deletes it there.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { signedInApp } from '../helpers/signed-in-app';
import { bearer } from '../helpers/test-app';
import { applyForJob, CV_PDF } from '../helpers/visitors';

const ADDRESS = 'bucket.person@example.com';

let s3: S3TestServer;
const ctx = signedInApp(async () => {
  s3 = await startS3Server({ bucket: 'private-test', prefix: 'private/cv/' });
  return {
    services: {
      enquiries: {
        mailer: createMailer(undefined, 'website@localhost'),
        privateFiles: s3.files,
        publicUrl: 'http://localhost',
        notifyDefault: [],
      },
    },
  };
});

beforeAll(async () => {
  await applyForJob(
    ctx.app.services.enquiries,
    { name: 'Bucket Person', email: ADDRESS, designation: 'Technician' },
    '10.34.0.1',
  );
});

afterAll(() => s3?.close());

describe('with the CVs in a bucket', () => {
  it('exports the CV from the bucket and erases it there', async () => {
    expect(await s3.objectNames()).toHaveLength(1);
    const exported = await ctx.app.fastify.inject({
      url: `/api/v1/personal-data/export?email=${ADDRESS}`,
      headers: bearer(ctx.sup),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(Buffer.from(zip['data.json'] ?? []).toString('utf8'));
    const path = data.enquiries[0].file.inExport as string;
    expect(Buffer.from(zip[path] ?? []).equals(CV_PDF)).toBe(true);

    const erased = await ctx.app.fastify.inject({
      method: 'DELETE',
      url: `/api/v1/personal-data?email=${ADDRESS}`,
      headers: bearer(ctx.sup),
    });
    expect(erased.json().erased).toMatchObject({ enquiries: 1, files: 1 });
    expect(await s3.objectNames()).toEqual([]);
  });
});
