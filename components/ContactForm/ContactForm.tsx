/** The contact form (spec §2 "Contact Us"); its behaviour lives in ContactForm.client.ts. */
export function ContactForm() {
  return <form aria-label="Contact form" data-contact-form noValidate />;
}
