export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The baseline the benchmark compares the site against.</p>
    </main>
  );
}
