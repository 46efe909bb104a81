// https://vike.dev/Page
import { news } from '../../content/news';

export default function Page() {
  return (
    <>
      <h1>News &amp; Insights</h1>
      <ul>
        {news.map((item) => (
          <li key={item.id}>
            <a href={item.uri}>{item.headline}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
