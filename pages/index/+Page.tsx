// https://vike.dev/Page
import { ByTheNumbers } from '../../components/ByTheNumbers/ByTheNumbers';
import { Carousel } from '../../components/Carousel/Carousel';
import { ContactForm } from '../../components/ContactForm/ContactForm';
import { Hero } from '../../components/Hero/Hero';
import { LeadershipQuote } from '../../components/LeadershipQuote/LeadershipQuote';
import { Mission } from '../../components/Mission/Mission';
import { NewsPreview } from '../../components/NewsPreview/NewsPreview';
import { Offices } from '../../components/Offices/Offices';
import { Section } from '../../components/Section/Section';
import { Solutions } from '../../components/Solutions/Solutions';
import { Team } from '../../components/Team/Team';
import { usePageContext } from 'vike-react/usePageContext';
import { homeCopy } from '../../domain/homeCopy';

/** The home page: one long page whose sections the navigation scrolls to (docs/product.md §2). */
export default function Page() {
  const { locale = 'en' } = usePageContext();
  const { contactCopy } = homeCopy(locale);
  return (
    <>
      <Hero locale={locale} />
      <Mission locale={locale} />
      <Carousel locale={locale} />
      <LeadershipQuote locale={locale} />
      <Solutions locale={locale} />
      <NewsPreview locale={locale} />
      <ByTheNumbers locale={locale} />
      <Team locale={locale} />
      <Section id="contactform-container" title={contactCopy.title} subtitle={contactCopy.intro}>
        <ContactForm locale={locale} />
        <Offices locale={locale} />
      </Section>
    </>
  );
}
