// https://vike.dev/error-page
import { usePageContext } from 'vike-react/usePageContext';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import * as prose from '../../components/Prose/Prose.css';

export default function Page() {
  const { is404 } = usePageContext();
  // D5: a real not-found page; the generic message of docs/product.md §8 stays for runtime errors.
  return (
    <>
      <PageBanner
        kicker={is404 ? 'Error 404' : 'Error'}
        title={is404 ? 'Page not found' : 'Unexpected Application Error!'}
      />
      <div className={prose.prose}>
        <p>
          {is404
            ? 'The page you are looking for does not exist or has moved.'
            : 'Something went wrong on our side. Please try again, or go back to the home page.'}
        </p>
        <p>
          <a href="/">Go to the home page</a>
          {is404 ? (
            <>
              {' '}
              or see the latest <a href="/news-insights">News &amp; Insights</a>.
            </>
          ) : null}
        </p>
      </div>
    </>
  );
}
