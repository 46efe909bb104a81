import type { Plural } from '../types.ts';

/**
 * The contact form's validation messages in English (docs/product.md §5 and D4, word for word): the
 * UI catalogue's (content/en/ui.ts `form.errors`) and the enquiry rules' (domain/enquiry.ts), in a
 * module of their own so the form's script carries these and not the whole catalogue.
 */
export const formErrors = {
  required: 'Please fill out this field',
  privacy: 'You must agree to the privacy policy to submit',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  marketing: 'Please don’t start a line with “Marketing:”. To get our news, tick the box below',
  tooLong: {
    one: 'Please use at most {count} character',
    other: 'Please use at most {count} characters',
  } as Plural,
} as const;
