import { describe, expect, it } from 'vitest';
import { chatMessage, telHref, whatsAppDigits, whatsAppHref } from '../../content/contact-links';

describe('a WhatsApp number as wa.me takes it', () => {
  it.each([
    ['+234 803 123 4567', '2348031234567'],
    ['0803 123 4567', '2348031234567'],
    ['08031234567', '2348031234567'],
    ['234 803 123 4567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['00234 803 123 4567', '2348031234567'],
    ['+234 (0) 803 123 4567', '2348031234567'],
    ['+234 0803 123 4567', '2348031234567'],
    ['+234-803-123-4567', '2348031234567'],
    ['(0803) 123.4567', '2348031234567'],
    ['01 234 5678', '23412345678'],
    ['+44 (0)20 7946 0958', '442079460958'],
    ['+1 (415) 555-0100', '14155550100'],
    ['0044 20 7946 0958', '442079460958'],
  ])('reads %j as %s', (written, digits) => {
    expect(whatsAppDigits(written)).toBe(digits);
  });

  it.each([
    '',
    'call me',
    '0803 123 456', // a mobile number missing a digit
    '+234 803 123 45678', // one too many
    '8031234567', // no trunk 0 and no country code: which country?
    '447946095812', // another country without + or 00
    '+0 803 123 4567',
    '+1234567890123456', // longer than E.164 allows
    '+23480312345a7',
    '0803 123 4567 ext 2',
    '+234 803 +123 4567',
  ])('refuses %j', (written) => {
    expect(whatsAppDigits(written)).toBeUndefined();
  });
});

describe('a chat link', () => {
  it('opens a chat with the message typed in, encoded', () => {
    const text = chatMessage(
      'Hello, I would like to ask about',
      'https://www.tranos.example/products/enclosures/junction-box',
      'Junction Box IP66 & Ex d',
    );
    expect(text).toBe(
      'Hello, I would like to ask about Junction Box IP66 & Ex d: https://www.tranos.example/products/enclosures/junction-box',
    );
    expect(whatsAppHref('+234 803 123 4567', text)).toBe(
      `https://wa.me/2348031234567?text=${encodeURIComponent(text)}`,
    );
    expect(whatsAppHref('+234 803 123 4567', text)).toContain('%26%20Ex%20d%3A%20https%3A%2F%2F');
  });

  it('has no link without a number that works, and no text parameter without text', () => {
    expect(whatsAppHref('', 'Hello')).toBeUndefined();
    expect(whatsAppHref('0803 123 456', 'Hello')).toBeUndefined();
    expect(whatsAppHref('0803 123 4567', '')).toBe('https://wa.me/2348031234567');
  });

  it('names the page by its address when there is no product, and skips empty words', () => {
    expect(
      chatMessage('Hello, I have a question about this page:', 'https://x.example/services'),
    ).toBe('Hello, I have a question about this page: https://x.example/services');
    expect(chatMessage('  ', 'https://x.example/p', 'Cable tray')).toBe(
      'Cable tray: https://x.example/p',
    );
  });
});

describe('a call link', () => {
  it('dials the digits and the leading +', () => {
    expect(telHref('+234 700 000 0000')).toBe('tel:+2347000000000');
    expect(telHref('0803-123-4567')).toBe('tel:08031234567');
  });
});
