// https://vike.dev/Page
export default function Page() {
  return <h1>XYZ Spatial - a Partnership for the Future</h1>;
}
