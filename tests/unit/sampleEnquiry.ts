import type { Enquiry } from '../../domain/enquiry';

/** A valid enquiry with a line break in its text, for the tests that need one whatever its values. */
export const sampleEnquiry: Enquiry = {
  name: 'Grace Hopper',
  company: 'Compiler Co',
  email: 'grace@compiler.example',
  phone: '+1 (713) 555-0100',
  nature: 'We would like 40MW of GPU capacity.\nTimeline: 2026.',
  privacyAgreed: true,
  marketingAgreed: false,
};
