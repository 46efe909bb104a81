// https://vike.dev/client
// Bundled into one file with everything it imports and requested after the first paint
// (scripts/build/paintFirst.ts). The team dialogs and the contact form wire on first interaction.
import { enhanceCarousel } from '../../components/Carousel/Carousel.client';
import {
  enhanceContactForm,
  forgetRestoredValues,
  hasDraft,
  hasPendingSubmit,
} from '../../components/ContactForm/ContactForm.client';
import { enhanceHeroVideo } from '../../components/Hero/Hero.client';
import { enhanceSite } from '../../components/Layout/site.client';
import { enhanceAll, onFirstInteraction } from '../../components/onFirstInteraction';
import { enhanceNavigation } from '../../components/SiteHeader/SiteHeader.client';
import { enhanceTeam } from '../../components/Team/Team.client';
import { enhanceVideoFacades } from '../../components/VideoFacade/VideoFacade.client';

enhanceSite();
enhanceAll('[data-nav]', enhanceNavigation);
enhanceAll('#app-container', enhanceHeroVideo);
enhanceAll('[data-carousel]', enhanceCarousel);
enhanceAll('[data-team]', (team) => onFirstInteraction(team, enhanceTeam));
enhanceVideoFacades(document);
// A draft kept from before a reload is put back at once, and a submit made before this script
// arrived is sent at once (submitGuard.mjs); otherwise the form wires when used.
enhanceAll<HTMLFormElement>('[data-contact-form]', (form) => {
  if (hasDraft() || hasPendingSubmit(form)) return enhanceContactForm(form);
  forgetRestoredValues(form);
  onFirstInteraction(form, () => enhanceContactForm(form));
  // A submit with no key, pointer or focus before it (a password manager's) wires the form too:
  // the guard held it, and the enhancer, wired in this capture listener, sends it once.
  form.addEventListener('submit', () => enhanceContactForm(form), { capture: true, once: true });
});
