// https://vike.dev/client
import { enhanceCarousel } from '../../components/Carousel/Carousel.client';
import { enhanceContactForm } from '../../components/ContactForm/ContactForm.client';
import { enhanceHeroVideo } from '../../components/Hero/Hero.client';
import { enhanceSite } from '../../components/Layout/site.client';
import { enhanceNavigation } from '../../components/SiteHeader/SiteHeader.client';
import { enhanceTeam } from '../../components/Team/Team.client';
import { enhanceVideoFacades } from '../../components/VideoFacade/VideoFacade.client';

enhanceSite();
const nav = document.querySelector<HTMLElement>('[data-nav]');
if (nav) enhanceNavigation(nav);
const hero = document.getElementById('app-container');
if (hero) enhanceHeroVideo(hero);
for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) enhanceCarousel(carousel);
const team = document.querySelector<HTMLElement>('[data-team]');
if (team) enhanceTeam(team);
enhanceVideoFacades(document);
const contactForm = document.querySelector<HTMLFormElement>('[data-contact-form]');
if (contactForm) enhanceContactForm(contactForm);
