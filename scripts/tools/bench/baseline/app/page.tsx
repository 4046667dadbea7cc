/** The static page: prerendered at build time. */
export default function StaticPage() {
  return (
    <main>
      <h1>Línea base</h1>
      <p>Una página estática de Next.js, servida por el mismo tipo de servidor que la tienda.</p>
    </main>
  );
}
