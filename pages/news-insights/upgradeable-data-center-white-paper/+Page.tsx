// https://vike.dev/Page
import { whitePaper } from '../../../content/identity';

export default function Page() {
  return (
    <>
      <p>White Paper</p>
      <p>{whitePaper.displayDate}</p>
      <h1>{whitePaper.title}</h1>
      <a href={whitePaper.file}>Download the white paper</a>
    </>
  );
}
