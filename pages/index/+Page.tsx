// https://vike.dev/Page
import { navigation } from '../../content/navigation';

export default function Page() {
  return (
    <>
      <section id="app-container" aria-label="Hero cover">
        <h1>
          Enabling the global AI revolution by delivering Flexible, Prefabricated Data Center Solutions specifically
          designed for GPU infrastructure
        </h1>
      </section>
      {navigation.slice(1).map((item) => (
        <section key={item.container} id={item.container}>
          <h2>{item.label}</h2>
        </section>
      ))}
    </>
  );
}
