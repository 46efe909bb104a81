import { markEnhanced } from '../enhanced';
import { pickActiveSection } from './activeSection';

/**
 * The home page's navigation (docs/product.md §2, §4): the active item (aria-current), scroll-spy (D13),
 * and the mobile menu. Hero buttons carry `data-nav-target` and set the active item too.
 */
export function enhanceNavigation(nav: HTMLElement): void {
  const items = [...nav.querySelectorAll<HTMLAnchorElement>('[data-nav-item]')];
  const toggle = nav.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const menu = nav.querySelector<HTMLElement>('[data-nav-menu]');
  const sectionFor = new Map(items.map((item) => [item.hash.slice(1), item.dataset.navItem ?? '']));
  let spyPausedUntilScrollEnds = false;

  const setActive = (reference: string) => {
    for (const item of items) {
      if (item.dataset.navItem === reference) item.setAttribute('aria-current', 'true');
      else item.removeAttribute('aria-current');
    }
  };

  // --- The menu: below 1200 px the items sit behind the toggle (D89).
  const setOpen = (open: boolean, returnFocus = false) => {
    if (!toggle || !menu) return;
    toggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
    toggle.querySelector('[data-icon="open"]')?.toggleAttribute('hidden', open);
    toggle.querySelector('[data-icon="close"]')?.toggleAttribute('hidden', !open);
    if (!open && returnFocus) toggle.focus();
  };
  const isOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
  nav.setAttribute('data-nav-enhanced', '');
  toggle?.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false, true);
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && event.target instanceof Node && !nav.contains(event.target)) setOpen(false);
  });

  // --- Clicks on an item or a hero button: mark it active; the anchor scrolls (smoothly, by CSS,
  // unless the visitor prefers reduced motion). The spy waits for that scroll to end, so the
  // sections passed on the way do not flicker through the navigation.
  const onNavigate = (reference: string) => {
    setActive(reference);
    setOpen(false);
    spyPausedUntilScrollEnds = true;
    const resume = () => {
      spyPausedUntilScrollEnds = false;
      window.removeEventListener('scrollend', resume);
    };
    window.addEventListener('scrollend', resume);
    // Browsers without `scrollend`, or a click that needs no scroll, would never resume.
    window.setTimeout(resume, 1200);
  };
  for (const item of items) item.addEventListener('click', () => onNavigate(item.dataset.navItem ?? ''));
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-nav-target]')) {
    link.addEventListener('click', () => onNavigate(link.dataset.navTarget ?? ''));
  }

  // --- Scroll-spy (D13). The observer keeps the set of sections on screen; each animation
  // frame after a scroll measures them, since a tall section's ratio never crosses 25%.
  const visible = new Set<HTMLElement>();
  let frame = 0;
  const update = () => {
    frame = 0;
    if (spyPausedUntilScrollEnds) return;
    const viewportHeight = window.innerHeight;
    const id = pickActiveSection(
      [...visible].map((section) => {
        const rect = section.getBoundingClientRect();
        const visibleHeight = Math.max(0, Math.min(rect.bottom, viewportHeight) - Math.max(rect.top, 0));
        return { id: section.id, ratio: rect.height > 0 ? visibleHeight / rect.height : 0, visibleHeight };
      }),
      viewportHeight,
    );
    const reference = id ? sectionFor.get(id) : undefined;
    if (reference) setActive(reference);
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(update);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const section = entry.target as HTMLElement;
        if (entry.isIntersecting) visible.add(section);
        else visible.delete(section);
      }
      schedule();
    },
    { threshold: [0, 0.25, 0.5, 0.75] },
  );
  for (const id of sectionFor.keys()) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
  window.addEventListener('scroll', schedule, { passive: true });
  markEnhanced(nav);
}
