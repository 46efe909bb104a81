import { whitePaper } from './identity';
import { pressReleases } from './pressReleases';
import type { ImageAsset, NewsItem } from './types';

const [xyz, fiveX, meridian, aurora, areLaunch] = pressReleases;

const art = (name: string, alt: string): ImageAsset => ({ src: `/v3/news/${name}.jpg`, width: 1200, height: 675, alt });

/**
 * News & Insights (spec §3): 25 items, ids 1–25. To add one, append an object with the next id;
 * leave out `image` and the card shows the default project image. External links open in a new tab.
 */
export const news = [
  { id: 1, date: xyz.date, headline: xyz.headline, uri: xyz.path, target: 'self', image: art('ar', 'A digital model overlaid on a modular data center site'), publication: 'Press Release', type: 'Press Release' },
  { id: 2, date: fiveX.date, headline: fiveX.headline, uri: fiveX.path, target: 'self', image: art('factory', 'The Nexoform factory floor with modules in production'), publication: 'Press Release', type: 'Press Release' },
  { id: 3, date: meridian.date, headline: meridian.headline, uri: meridian.path, target: 'self', image: art('campus', 'An aerial view of a modular data center campus'), publication: 'Press Release', type: 'Press Release' },
  { id: 4, date: aurora.date, headline: aurora.headline, uri: aurora.path, target: 'self', image: art('norway', 'Modular data halls beside a hydropower plant'), publication: 'Press Release', type: 'Press Release' },
  { id: 5, date: areLaunch.date, headline: areLaunch.headline, uri: areLaunch.path, target: 'self', image: art('research', 'Engineers testing liquid-cooled GPU racks'), publication: 'Press Release', type: 'Press Release' },
  { id: 6, date: whitePaper.date, headline: whitePaper.title, uri: whitePaper.path, target: 'self', image: art('white-paper', 'Stacked prefabricated modules of an Upgradeable Data Center'), publication: 'White Paper', type: 'White Paper' },
  { id: 7, date: '2023-03-14', headline: 'Why prefabrication is winning the race to deploy AI capacity', uri: 'https://www.dcweekly.example/features/prefabrication-ai-capacity', image: art('factory', 'Modules on a factory line'), publication: 'Data Centre Weekly', type: 'News Article' },
  { id: 8, date: '2023-05-09', headline: 'Nexoform opens its Cluj-Napoca module factory', uri: 'https://www.infrabuild.example/news/nexoform-cluj-factory', image: art('factory', 'The Cluj-Napoca factory hall'), publication: 'InfraBuild Europe', type: 'News Article' },
  { id: 9, date: '2023-07-20', headline: 'Podcast: building data centers like products, not projects', uri: 'https://www.computeconversations.example/episodes/42', publication: 'Compute Conversations', type: 'Podcast' },
  { id: 10, date: '2023-09-28', headline: 'Liquid cooling moves from pilot to standard in modular builds', uri: 'https://www.coolingtimes.example/articles/liquid-cooling-modular', image: art('racks', 'Liquid-cooled GPU racks'), publication: 'Cooling Times', type: 'News Article' },
  { id: 11, date: '2023-11-16', headline: 'The 12–18 month GPU cycle is rewriting data center design', uri: 'https://www.aiinfrareview.example/analysis/gpu-cycle-design', image: art('racks', 'Rows of GPU servers'), publication: 'AI Infrastructure Review', type: 'News Article' },
  { id: 12, date: '2024-01-23', headline: 'Podcast: schedule certainty in an era of power scarcity', uri: 'https://www.gridandrack.example/podcast/schedule-certainty', image: art('campus', 'A substation beside a data center campus'), publication: 'Grid & Rack', type: 'Podcast' },
  { id: 13, date: '2024-03-05', headline: 'Modular builders report up to 48% faster delivery for GPU halls', uri: 'https://www.dcweekly.example/news/modular-48-percent-faster', image: art('crane', 'A crane placing a data center module'), publication: 'Data Centre Weekly', type: 'News Article' },
  { id: 14, date: '2024-04-18', headline: 'From factory to pad in days: inside a prefabricated GPU deployment', uri: 'https://www.infrabuild.example/features/factory-to-pad', image: art('delivery', 'A module on a flatbed truck'), publication: 'InfraBuild Europe', type: 'News Article' },
  { id: 15, date: '2024-06-11', headline: '80% offsite: how factory work changes data center quality', uri: 'https://www.constructiontech.example/articles/80-percent-offsite', publication: 'Construction Tech Today', type: 'News Article' },
  { id: 16, date: '2024-09-17', headline: 'Augmented reality comes to the data center construction site', uri: 'https://www.constructiontech.example/articles/ar-data-center-sites', image: art('ar', 'An engineer using augmented reality on site'), publication: 'Construction Tech Today', type: 'News Article' },
  { id: 17, date: '2024-11-07', headline: 'Podcast: what gigawatt-scale AI campuses need from their supply chain', uri: 'https://www.computeconversations.example/episodes/61', image: art('campus', 'A gigawatt-scale campus seen from above'), publication: 'Compute Conversations', type: 'Podcast' },
  { id: 18, date: '2025-01-15', headline: 'Europe’s AI build-out turns to modular data centers', uri: 'https://www.aiinfrareview.example/analysis/europe-modular', image: art('default', 'Prefabricated data center modules'), publication: 'AI Infrastructure Review', type: 'News Article' },
  { id: 19, date: '2025-02-18', headline: 'Nexoform to quintuple manufacturing space with Houston factory', uri: 'https://www.dcweekly.example/news/nexoform-houston-factory', image: art('factory', 'The new Houston factory'), publication: 'Data Centre Weekly', type: 'News Article' },
  { id: 20, date: '2025-03-27', headline: 'Glomfjord’s hydropower draws a 60MW AI data centre', uri: 'https://www.nordicenergy.example/news/glomfjord-60mw-ai', image: art('norway', 'A fjord with a hydropower station'), publication: 'Nordic Energy Post', type: 'News Article' },
  { id: 21, date: '2025-04-22', headline: 'Podcast: the Upgradeable Data Center and the end of the 15-year fit-out', uri: 'https://www.gridandrack.example/podcast/upgradeable-data-center', image: art('research', 'A module opened for a GPU refresh'), publication: 'Grid & Rack', type: 'Podcast' },
  { id: 22, date: '2025-05-13', headline: 'Advisory firms fast-track over 100MW of AI capacity with prefabrication', uri: 'https://www.aiinfrareview.example/news/advisory-100mw-fast-track', image: art('campus', 'A modular campus under construction'), publication: 'AI Infrastructure Review', type: 'News Article' },
  { id: 23, date: '2025-06-25', headline: 'Nexoform sets up research arm to track GPU generations', uri: 'https://www.dcweekly.example/news/nexoform-research-arm', publication: 'Data Centre Weekly', type: 'News Article' },
  { id: 24, date: '2025-08-05', headline: 'Podcast: 700 MW a year and counting, manufacturing for the Americas', uri: 'https://www.computeconversations.example/episodes/77', publication: 'Compute Conversations', type: 'Podcast' },
  { id: 25, date: '2025-09-30', headline: 'Sustainability by design: less waste, fewer trucks, modular builds', uri: 'https://www.coolingtimes.example/articles/sustainability-by-design', image: art('delivery', 'Modules loaded for delivery'), publication: 'Cooling Times', type: 'News Article' },
] as const satisfies readonly NewsItem[];
