import type {ContentEntry} from '../entry';
import {optionalText} from '../read';

interface GiftFormField {
  label: string | null;
  placeholder: string | null;
}

export interface GiftForm {
  title: string | null;
  checkboxLabel: string | null;
  from: GiftFormField;
  recipientEmail: GiftFormField;
  message: GiftFormField;
  bottomDescription: string | null;
}

export function mapSendAsGiftForm(entry: ContentEntry): GiftForm {
  const formField = (name: string): GiftFormField => ({
    label: optionalText(entry, `${name}Label`),
    placeholder: optionalText(entry, `${name}Placeholder`),
  });
  return {
    title: optionalText(entry, 'title'),
    checkboxLabel: optionalText(entry, 'checkboxLabel'),
    from: formField('from'),
    recipientEmail: formField('recipientEmail'),
    message: formField('message'),
    bottomDescription: optionalText(entry, 'bottomDescription'),
  };
}
