// https://vike.dev/client
// Requested after the first paint (scripts/build/loadAfterPaint.ts). The site's script runs first, as on
// every page; then the home page's own parts. The team dialogs and the contact form wire on first
// interaction. What loads later (the enquiry sender) imports these same files: nothing runs twice.
import '../+client';
import { enhanceCarousel } from '../../components/Carousel/Carousel.client';
import {
  enhanceContactForm,
  forgetRestoredValues,
  hasDraft,
  hasPendingSubmit,
} from '../../components/ContactForm/ContactForm.client';
import { enhanceHeroVideo } from '../../components/Hero/Hero.client';
import { enhanceAll, onFirstInteraction } from '../../components/onFirstInteraction';
import { enhanceNavigation } from '../../components/SiteHeader/SiteHeader.client';
import { enhanceTeam } from '../../components/Team/Team.client';

enhanceAll('[data-nav]', enhanceNavigation);
enhanceAll('#app-container', enhanceHeroVideo);
enhanceAll('[data-carousel]', enhanceCarousel);
enhanceAll('[data-team]', (team) => onFirstInteraction(team, enhanceTeam));
// A draft kept from before a reload is put back at once, and a submit made before this script
// arrived is sent at once (submitGuard.ts); otherwise the form wires when used.
enhanceAll<HTMLFormElement>('[data-contact-form]', (form) => {
  if (hasDraft() || hasPendingSubmit(form)) return enhanceContactForm(form);
  forgetRestoredValues(form);
  onFirstInteraction(form, () => enhanceContactForm(form));
  // A submit with no key, pointer or focus before it (a password manager's) wires the form too:
  // the guard held it, and the enhancer, wired in this capture listener, sends it once.
  form.addEventListener('submit', () => enhanceContactForm(form), { capture: true, once: true });
});
