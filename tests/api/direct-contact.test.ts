/**
 * The WhatsApp number of the "direct contact" section: the API refuses what wa.me could not
 * open, with the field's message and nothing stored, and takes numbers as people write them
 * (empty included: no WhatsApp buttons).
 */
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers/signed-in-app';
import { patchSection, sectionPath } from './write-helpers';

const ctx = signedInApp();

const patch = (payload: object) => patchSection(ctx.app, ctx.sup, 'site/direct-contact', payload);

const stored = async () =>
  (await ctx.app.fastify.inject({ url: await sectionPath(ctx.app, 'site/direct-contact') })).json()
    .directContact;

describe('the WhatsApp number', () => {
  it('is seeded empty, with the business hours and the buttons’ words', async () => {
    expect(await stored()).toMatchObject({
      whatsAppNumber: '',
      hours: expect.stringMatching(/Monday to Friday/),
      callLabel: expect.any(String),
    });
  });

  it.each(['call me', '0803 123 456', '8031234567', '+0 803 123 4567', '+1234567890123456'])(
    'refuses %j with a message for the field, storing nothing',
    async (whatsAppNumber) => {
      const before = await stored();
      const res = await patch({ whatsAppNumber, hours: 'Every day' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation',
        fields: {
          whatsAppNumber: 'Enter the number in international form, e.g. +234 803 123 4567',
        },
      });
      expect(await stored()).toEqual(before);
    },
  );

  it.each(['+234 803 123 4567', '0803 123 4567', '2348031234567', '+44 20 7946 0958', ''])(
    'accepts %j as written',
    async (whatsAppNumber) => {
      const res = await patch({ whatsAppNumber: ` ${whatsAppNumber} ` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().directContact.whatsAppNumber).toBe(whatsAppNumber);
      expect((await stored()).whatsAppNumber).toBe(whatsAppNumber);
    },
  );

  it('keeps the business hours editable on their own', async () => {
    const res = await patch({ hours: 'Monday to Saturday, 8 am to 6 pm (WAT)' });
    expect(res.statusCode).toBe(200);
    expect((await stored()).hours).toBe('Monday to Saturday, 8 am to 6 pm (WAT)');
  });

  it('needs a session to change', async () => {
    const res = await ctx.app.fastify.inject({
      method: 'PATCH',
      url: await sectionPath(ctx.app, 'site/direct-contact'),
      payload: { whatsAppNumber: '+234 803 123 4567' },
    });
    expect(res.statusCode).toBe(401);
  });
});
