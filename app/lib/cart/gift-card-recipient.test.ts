import {describe, expect, it} from 'vitest';
import {mergeAttributes} from './attributes';
import {recipientAttributes, recipientFromAttributes} from './gift-card-recipient';

describe('gift card recipient', () => {
  it('turns a filled-in form into the line attributes Shopify’s checkout reads, and back', () => {
    const updates = recipientAttributes({
      sendAsGift: 'on',
      recipientEmail: ' sam@example.com ',
      from: 'Alex',
      message: 'Happy birthday!',
    });
    expect(updates).toEqual([
      {key: '__shopify_send_gift_card_to_recipient', value: 'on'},
      {key: 'Recipient email', value: 'sam@example.com'},
      {key: 'From', value: 'Alex'},
      {key: 'Message', value: 'Happy birthday!'},
    ]);
    const attributes = mergeAttributes([{key: '_return_policy', value: 'Final Sale'}], updates!);
    expect(recipientFromAttributes(attributes)).toEqual({
      send: true,
      from: 'Alex',
      recipientEmail: 'sam@example.com',
      message: 'Happy birthday!',
    });
    expect(attributes).toContainEqual({key: '_return_policy', value: 'Final Sale'});
  });

  it('switched off, removes every recipient attribute and keeps the line’s others', () => {
    const before = [
      {key: '__shopify_send_gift_card_to_recipient', value: 'on'},
      {key: 'Recipient email', value: 'sam@example.com'},
      {key: '_return_policy', value: 'Final Sale'},
    ];
    const after = mergeAttributes(before, recipientAttributes({recipientEmail: 'sam@example.com'})!);
    expect(after).toEqual([{key: '_return_policy', value: 'Final Sale'}]);
    expect(recipientFromAttributes(after).send).toBe(false);
  });

  it('refuses to send without a usable e-mail or with overlong fields', () => {
    expect(recipientAttributes({sendAsGift: 'on', recipientEmail: ''})).toBeNull();
    expect(recipientAttributes({sendAsGift: 'on', recipientEmail: 'not-an-email'})).toBeNull();
    expect(
      recipientAttributes({sendAsGift: 'on', recipientEmail: 'a@b.co', message: 'x'.repeat(201)}),
    ).toBeNull();
    expect(
      recipientAttributes({sendAsGift: 'on', recipientEmail: 'a@b.co', from: 'x'.repeat(101)}),
    ).toBeNull();
    expect(recipientAttributes({sendAsGift: 'on', recipientEmail: 'a@b.co', message: 7})).not.toBeNull();
  });
});
