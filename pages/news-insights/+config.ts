// https://vike.dev/config
// The one hydrated page (docs/architecture.md): its filters are React state.
export default {
  title: 'News & Insights | Nexoform',
  description:
    'Press releases, news coverage, white papers and podcasts from Nexoform, the prefabricated AI data center company.',
};
