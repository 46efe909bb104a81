// https://vike.dev/error-page
import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404 } = usePageContext();
  // D5: a real not-found page; the spec's generic message stays for runtime errors.
  if (is404) {
    return (
      <>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <a href="/">Go to the home page</a>
      </>
    );
  }
  return (
    <>
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong on our side. Please try again, or go back to the home page.</p>
      <a href="/">Go to the home page</a>
    </>
  );
}
