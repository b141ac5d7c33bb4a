/**
 * What the public forms say when they are sent back is the editors' words: the contact page's
 * thanks (section contacts/page) and what every form says of fields to fix and of the
 * reference (section site/forms), edited through the API, are what a visitor reads.
 */
import { describe, expect, it } from 'vitest';
import { visibleText } from '../helpers/pages';
import { pagesApp } from '../helpers/signed-in-app';
import { clientAddresses } from '../helpers/visitors';
import { patchSection } from './write-helpers';

const ctx = pagesApp();
const nextIp = clientAddresses('10.57');

/** The contact form as a browser without JavaScript posts it. */
const postContact = (values: Record<string, string>) =>
  ctx.app.fastify.inject({
    method: 'POST',
    url: '/contacts',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
    },
    payload: new URLSearchParams(values).toString(),
    remoteAddress: nextIp(),
  });

const message = {
  type: 'contact',
  firstName: 'Chidi',
  lastName: 'Eze',
  email: 'chidi@customer.example',
  phone: '08031234567',
  request: 'Do you service 500 kVA generators in Port Harcourt?',
};

describe('the contact form’s answers', () => {
  it('say what the editors wrote: the thanks with its reference, and the fields to fix', async () => {
    for (const [key, payload] of [
      ['contacts/page', { thanks: 'Message received, thank you.' }],
      [
        'site/forms',
        { checkFields: 'Some answers need another look.', reference: 'Quote {reference}.' },
      ],
    ] as const) {
      const edited = await patchSection(ctx.app, ctx.sup, key, payload);
      expect(edited.statusCode, edited.body).toBe(200);
    }

    const sent = await postContact(message);
    expect(sent.statusCode).toBe(200);
    expect(visibleText(sent.body)).toMatch(/Message received, thank you\. Quote ENQ-[\w-]+\./);
    expect(visibleText(sent.body)).not.toContain('reply within one working day');

    const { email: _, ...withoutEmail } = message;
    const refused = await postContact(withoutEmail);
    expect(refused.statusCode).toBe(400);
    expect(visibleText(refused.body)).toContain('Some answers need another look.');
    expect(visibleText(refused.body)).not.toContain('Please check the fields marked below.');
  });
});
