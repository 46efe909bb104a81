// https://vike.dev/client
// Bundled into one file with everything it imports and requested after the first paint
// (scripts/build/paintFirst.ts). The team dialogs and the contact form wire on first interaction.
import { enhanceCarousel } from '../../components/Carousel/Carousel.client';
import { draftKey, enhanceContactForm } from '../../components/ContactForm/ContactForm.client';
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
// A draft kept from before a reload is put back at once; otherwise the form wires when used.
const hasDraft = () => {
  try {
    return sessionStorage.getItem(draftKey) !== null;
  } catch {
    return false;
  }
};
enhanceAll<HTMLFormElement>('[data-contact-form]', (form) =>
  hasDraft() ? enhanceContactForm(form) : onFirstInteraction(form, () => enhanceContactForm(form)),
);
